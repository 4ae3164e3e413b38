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

/// The whole contents of the regular file at `path`, read with plain system calls (no
/// Foundation at start-up), or nil when it cannot be opened or read, is not a regular file (a
/// FIFO would block the reader, a device never end), or holds more than `cap` bytes. `expected`
/// sizes the first read.
public func readFile(_ path: String, expected: Int = 0, cap: Int = Int.max) -> [UInt8]? {
  let descriptor = retryingInterrupted { open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var info = stat()
  guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= cap
  else { return nil }
  let wanted = max(expected, Int(info.st_size))
  var bytes = [UInt8](repeating: 0, count: max(4096, min(wanted, cap - 1) + 1))
  var count = 0
  while true {
    if count == bytes.count {
      guard count <= cap else { return nil }
      bytes += [UInt8](repeating: 0, count: bytes.count)
    }
    let read = bytes.withUnsafeMutableBytes { buffer in
      readSome(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
    }
    if read < 0 { return nil }
    if read == 0 { break }
    count += read
  }
  guard count <= cap else { return nil }
  bytes.removeSubrange(count...)
  return bytes
}

/// The names in the folder at `path`, without `.` and `..`, in no order; nil when it cannot be
/// opened.
public func directoryEntries(_ path: String) -> [String]? {
  guard let folder = opendir(path) else { return nil }
  defer { closedir(folder) }
  var names: [String] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names
}
