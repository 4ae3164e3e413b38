import TerminalInput

/// The terminal side shared by the picker and the drill: one key reader and one set of signal
/// handlers for the whole process.
enum Session {
  static let events = EventQueue<InteractiveDrill.Event>()

  /// Raw mode, the alternate screen, and keys and signals flowing into `events`.
  static func begin() throws {
    try RawMode.enter()
    Terminal.start(send: { events.send(.terminal($0)) }, resumed: { events.send(.resumed) })
  }
}
