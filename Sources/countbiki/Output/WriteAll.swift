import Foundation

/// Writes every byte of `bytes` to `descriptor`, writing again after a short write or an
/// interrupted one (EINTR). Returns 0, or the errno that stopped it (EPIPE, ENOSPC, EBADF).
/// Async-signal-safe: no allocation and no lock, so a signal handler may call it.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
  guard var next = bytes.baseAddress else { return 0 }
  var left = bytes.count
  while left > 0 {
    let written = write(descriptor, next, left)
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    if written == 0 { return EIO }
    next += written
    left -= written
  }
  return 0
}
