/// What a key does in the drill: the one table of the drill's keys (the `h` screen words them).
public enum DrillKey: Equatable, Sendable {
  /// A character of the answer.
  case type(Character)
  /// Enter: submit the answer, or go on to the next question.
  case submit
  case deleteBackward
  /// Clear the typed answer.
  case clear
  case replay
  case slowerReplay
  /// Show the answer (skip the question).
  case reveal
  /// Show or hide the list of keys.
  case toggleKeys
  /// End the session and see the summary.
  case quit
  /// Give the terminal back and stop, as Ctrl-Z does at a shell.
  case suspend
  /// Draw the whole screen again.
  case redraw

  /// On an empty answer line these characters are commands, the same as the keys they stand
  /// for; once something is typed they are answer text.
  static let emptyLineKeys: [Character: Key] = [
    " ": .control("r"), "r": .control("r"), "s": .control("s"), "h": .tab, "q": .escape,
  ]

  /// What `key` does. Ctrl-R, Ctrl-S, Tab, `?` and Esc act whatever is typed; the single keys of
  /// `emptyLineKeys` act on an empty line unless letters are answer text (romaji starts with
  /// any letter, so in a reading drill they always are). While the keys are shown, only the
  /// keys that hide them, clear, quit, suspend or redraw act. Nil: the key does nothing.
  public init?(_ typed: Key, lineIsEmpty: Bool, lettersAreAnswer: Bool, showingKeys: Bool) {
    var key = typed
    if lineIsEmpty, !lettersAreAnswer, case .character(let character) = typed,
      let command = Self.emptyLineKeys[character]
    {
      key = command
    }
    switch key {
    case .interrupt, .endOfInput: self = .quit
    case .suspend: self = .suspend
    case .redraw: self = .redraw
    case .tab: self = .toggleKeys
    case .escape where lineIsEmpty: self = .quit
    case .escape, .control("u"): self = .clear
    case _ where showingKeys: return nil
    case .control("r"): self = .replay
    case .control("s"): self = .slowerReplay
    case .character("?"), .character("？"): self = .reveal
    case .enter: self = .submit
    case .backspace: self = .deleteBackward
    case .character(let character): self = .type(character)
    default: return nil
    }
  }
}

/// What a key does on a screen that lists things to choose from (the topic picker).
public enum ListKey: Equatable, Sendable {
  /// Move the selection by this many rows.
  case move(Int)
  case choose
  case back
  case quit
  /// A digit typed: choose by number.
  case digit(Int)
  case redraw

  /// What `key` does; nil: nothing.
  public init?(_ key: Key) {
    switch key {
    case .up, .character("k"): self = .move(-1)
    case .down, .character("j"): self = .move(1)
    case .enter, .right: self = .choose
    case .escape, .left, .backspace: self = .back
    case .character("q"), .interrupt, .endOfInput: self = .quit
    case .character(let character) where character.isASCII && character.isNumber:
      self = .digit(character.wholeNumberValue ?? 0)
    case .redraw: self = .redraw
    default: return nil
    }
  }
}

/// What a key does on the summary at the end of a session: the list of missed questions moves
/// as every list does (`ListKey`), and a chosen miss is heard again.
public enum SummaryKey: Equatable, Sendable {
  /// Move the selection by this many rows.
  case move(Int)
  case hearAgain
  /// Start a round of the missed questions.
  case drillAgain
  case leave
  case redraw

  /// What `key` does; nil: nothing.
  public init?(_ key: Key) {
    switch key {
    case .character("d"): self = .drillAgain
    case .character("r"), .character(" "): self = .hearAgain
    case .escape: self = .leave
    default:
      switch ListKey(key) {
      case .move(let rows): self = .move(rows)
      case .choose where key == .enter: self = .hearAgain
      case .quit: self = .leave
      case .redraw: self = .redraw
      case .choose, .back, .digit, nil: return nil
      }
    }
  }
}
