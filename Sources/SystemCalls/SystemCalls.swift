import Glibc

/// `call`'s result, calling it again while it fails with EINTR: a signal that arrives during a
/// read or write interrupts it without anything having gone wrong. The one place that retries.
/// Async-signal-safe when `call` is.
@inlinable
public func retryingInterrupted<Result: BinaryInteger>(_ call: () -> Result) -> Result {
  while true {
    let result = call()
    if result < 0 && errno == EINTR { continue }
    return result
  }
}

/// Reads what is there, up to the buffer's size, from `descriptor`: the count read, 0 at the
/// end, or -1 with `errno` set.
public func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
  retryingInterrupted { read(descriptor, buffer.baseAddress, buffer.count) }
}

/// Writes every byte of `bytes` to `descriptor`, writing again after a short write or an
/// interrupted one. Returns 0, or the errno that stopped it (EPIPE, ENOSPC, EBADF).
/// Async-signal-safe: no allocation and no lock, so a signal handler may call it.
public func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
  guard var next = bytes.baseAddress else { return 0 }
  var left = bytes.count
  while left > 0 {
    let written = retryingInterrupted { write(descriptor, next, left) }
    if written < 0 { return errno }
    if written == 0 { return EIO }
    next += written
    left -= written
  }
  return 0
}
