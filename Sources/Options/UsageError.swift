/// A mistake in how a command was called: one sentence saying what is wrong and what to do. The
/// program prints it and exits with status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
