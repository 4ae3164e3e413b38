/// A stop signal (Ctrl-C, SIGTERM, SIGHUP) ended the work; the process exits with 128 + `number`.
public struct StopSignal: Error {
  public let number: Int32

  public init(number: Int32) { self.number = number }
}
