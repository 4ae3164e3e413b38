/// Exit statuses: 0 success, 1 the command ran but could not do all it was asked, 2 bad usage.
public enum ExitStatus {
  public static let success: Int32 = 0
  public static let failure: Int32 = 1
  public static let usage: Int32 = 2
}

/// A problem the command cannot get past (missing file, no audio data); one sentence, status 1.
public struct RuntimeError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public let status: Int32
  public init(_ description: String, status: Int32 = ExitStatus.failure) {
    self.description = description
    self.status = status
  }
}
