/// Everything the drill screen shows, already in words: the renderer only lays it out.
public struct DrillScreen: Equatable, Sendable {
  /// The topic title, as in `Money: at the conbini`.
  public var title: String
  /// `3/10` with a question limit, `1:05 left` with a time limit, `#3` without a limit.
  public var progress: String
  /// Shown before and after the input: `¥` and `` for money, `` and `本` for a counter.
  public var prefix: String
  public var suffix: String
  /// The typed answer as shown, already grouped (`125,400,000`).
  public var input: String
  public var audio: Audio
  public var feedback: Feedback?
  public var correct: Int
  public var missed: Int
  public var skipped: Int
  /// A one-line message that stays until it is replaced, as in a missing audio device.
  public var notice: String?
  /// The keys table instead of the question.
  public var showingKeys: Bool

  /// What the speaker is doing.
  public enum Audio: Equatable, Sendable {
    case idle
    case speaking
    /// No audio: the reading is shown as text where the voice would be.
    case text(String)
  }

  /// What happened to the last answer.
  public enum Feedback: Equatable, Sendable {
    /// Right: the display text (`¥1,234`) and its reading.
    case right(display: String, reading: String)
    /// Wrong: what was typed, already grouped; the question stays.
    case wrong(typed: String)
    /// The answer was shown (a skip): display text, reading and the answer to type.
    case shown(display: String, reading: String, answer: String)
    /// Input that is not an answer at all; not counted.
    case hint(String)
  }

  public init(
    title: String, progress: String, prefix: String = "", suffix: String = "", input: String = "",
    audio: Audio = .idle, feedback: Feedback? = nil, correct: Int = 0, missed: Int = 0,
    skipped: Int = 0,
    notice: String? = nil, showingKeys: Bool = false
  ) {
    self.title = title
    self.progress = progress
    self.prefix = prefix
    self.suffix = suffix
    self.input = input
    self.audio = audio
    self.feedback = feedback
    self.correct = correct
    self.missed = missed
    self.skipped = skipped
    self.notice = notice
    self.showingKeys = showingKeys
  }

  /// The keys of the drill, as the `h` screen and the README list them. On an empty line the
  /// single keys act; once something is typed, letters and spaces are part of the answer and
  /// the Ctrl keys, Tab, `?` and Esc still act.
  public static let keys: [(key: String, meaning: String)] = [
    ("typing", "digits, kana, kanji, 5兆6700億, 1234円, 4pm"),
    ("Enter", "submit / next question"),
    ("Backspace", "delete a character"),
    ("Esc, Ctrl-U", "clear the typed answer"),
    ("Space, r", "hear it again (Ctrl-R while typing)"),
    ("s", "hear it slower, 0.7x (Ctrl-S while typing)"),
    ("?", "show the answer (skip)"),
    ("h", "show or hide the keys (Tab while typing)"),
    ("q, Esc", "end, see the summary (empty line)"),
    ("Ctrl-C, Ctrl-D", "end, see the summary"),
    ("Ctrl-Z", "suspend; fg comes back"),
  ]

  /// The key line while the answer line is empty, and once something is typed.
  static let helpLine = ["Enter answer", "Space/r again", "s slower", "? show", "q quit", "h keys"]
  static let typingHelpLine = [
    "Enter answer", "^R again", "^S slower", "? show", "Esc clear", "^C quit", "Tab keys",
  ]
}

extension DrillScreen {
  /// The screen laid out for `size`; the cursor sits after the typed answer.
  public func frame(size: TerminalSize, color: Bool) -> Frame {
    let width = size.columns
    var lines: [StyledLine] = []
    lines.append(
      StyledLine(title, .bold).truncated(to: width - progress.count - 1).padded(
        to: width, then: StyledLine(progress)))
    lines.append(StyledLine(String(repeating: "-", count: width)))
    var cursor: Frame.Cursor?
    if showingKeys {
      lines.append(StyledLine())
      let keyWidth = Self.keys.map(\.key.count).max() ?? 0
      for (key, meaning) in Self.keys {
        let head = "  " + key.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0)
        for (index, part) in meaning.wrapped(to: width - head.count).enumerated() {
          lines.append(
            index == 0
              ? StyledLine(head, .bold) + StyledLine(part)
              : StyledLine(String(repeating: " ", count: head.count) + part))
        }
      }
    } else {
      lines.append(StyledLine())
      switch audio {
      case .idle: lines.append(StyledLine())
      case .speaking: lines.append(StyledLine("  (( speaking ))"))
      case .text(let reading):
        for (index, part) in reading.wrapped(to: width - 4).enumerated() {
          lines.append(StyledLine(index == 0 ? "  > " : "    ") + StyledLine(part, .bold))
        }
      }
      lines.append(StyledLine())
      var prompt = StyledLine("  ")
      if !prefix.isEmpty { prompt = prompt + StyledLine(prefix + " ") }
      let room = width - prompt.width - (suffix.isEmpty ? 0 : suffix.terminalWidth + 1) - 1
      prompt = prompt + StyledLine(Self.tail(of: input, fitting: room), .bold)
      cursor = Frame.Cursor(row: lines.count, column: prompt.width)
      if !suffix.isEmpty { prompt = prompt + StyledLine(" " + suffix) }
      lines.append(prompt)
      lines.append(StyledLine())
      lines += feedbackLines(width: width)
    }
    lines.append(StyledLine())
    if let notice {
      lines += notice.wrapped(to: width).map { StyledLine($0) }
    }
    lines += StyledLine.flow(
      [
        StyledLine("correct \(correct)", .green), StyledLine("missed \(missed)", .red),
        StyledLine("skipped \(skipped)"),
      ],
      width: width)
    lines.append(StyledLine(String(repeating: "-", count: width)))
    lines += StyledLine.flow(input.isEmpty ? Self.helpLine : Self.typingHelpLine, width: width)
    return Frame(lines, cursor: cursor, size: size, color: color)
  }

  /// The end of `text` that fits in `columns`, after `…` when some was left out: the learner
  /// types at the end, so that is the part to see.
  static func tail(of text: String, fitting columns: Int) -> String {
    guard text.terminalWidth > columns else { return text }
    var kept = ""
    for character in text.reversed() {
      guard kept.terminalWidth + character.terminalColumns + 1 <= columns else { break }
      kept.insert(character, at: kept.startIndex)
    }
    return "…" + kept
  }

  private func feedbackLines(width: Int) -> [StyledLine] {
    func block(_ head: String, _ style: TextStyle, _ rest: [String]) -> [StyledLine] {
      var out = ("  " + head).wrapped(to: width).map { StyledLine($0, style) }
      for text in rest { out += text.wrapped(to: width - 4).map { StyledLine("    " + $0) } }
      return out
    }
    switch feedback {
    case nil: return []
    case .right(let display, let reading): return block("Right: \(display)", .green, [reading])
    case .wrong(let typed): return block("Wrong: you typed \(typed). Try again.", .red, [])
    case .shown(let display, let reading, let answer):
      return block(
        "Answer: \(display)", .bold,
        [reading, "typed as \(answer)", "Press Enter for the next question."])
    case .hint(let text): return block(text, .plain, [])
    }
  }
}
