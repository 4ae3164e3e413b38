import Foundation

extension Error {
  /// The operating system's words for why a file operation failed ("Is a directory", "No space
  /// left on device"), which Foundation's own message on Linux often hides behind an error code.
  public var reason: String {
    let error = self as NSError
    // On Linux the underlying error is a Swift `POSIXError`, which `as? NSError` does not match.
    let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? error
    guard underlying.domain == NSPOSIXErrorDomain else { return error.localizedDescription }
    return String(cString: strerror(Int32(underlying.code)))
  }
}
