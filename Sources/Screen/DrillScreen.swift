import CountBikiKit
import TextWidth

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
  /// The session is over and its last feedback is shown before the summary: no answer line.
  public var finished = false

  /// What the speaker is doing.
  public enum Audio: Equatable, Sendable {
    case idle
    case speaking
    /// No audio: the reading is shown as text where the voice would be.
    case text(String)
  }

  /// What happened to the last answer.
  public enum Feedback: Equatable, Sendable {
    /// Right: the display text (`¥1,234`, or `平成10年 = 1998` where the answer is another
    /// number), its reading, and how many wrong tries came first.
    case right(display: String, reading: String, misses: Int = 0)
    /// Wrong: what was typed, already grouped; the question stays. A wrong reading (the
    /// reading skill) comes with the right one cut into its parts, a line each; `cause` is the
    /// likely cause of the miss in one short line (`you swapped 3 and 4`), or empty.
    case wrong(typed: String, explanation: [String] = [], cause: String = "")
    /// The answer was shown (a skip): display text, reading and the answer to type.
    case shown(display: String, reading: String, answer: String)
    /// Input that is not an answer at all; not counted.
    case hint(String)
  }

  public init(
    title: String, progress: String, prefix: String = "", suffix: String = "", input: String = "",
    audio: Audio = .idle, feedback: Feedback? = nil, correct: Int = 0, missed: Int = 0,
    skipped: Int = 0,
    notice: String? = nil, showingKeys: Bool = false, finished: Bool = false
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
    self.finished = finished
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
    ("s", "hear it slower, \(Quiz.slowerRate)x (Ctrl-S while typing)"),
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
  static let finishedHelpLine = ["Enter summary"]
}

extension DrillScreen {
  /// What a row of the screen is for, in the order rows are left out when the window is too
  /// short: the question, the answer line and the feedback are never left out.
  enum Part {
    case essential, prompt, rules, counts, spacing, notice, keyLine
  }

  /// The screen laid out for `size`; the cursor sits after the typed answer. In a short window
  /// the key line goes first, then the notice, the blank rows, the counts and the rules.
  public func frame(size: TerminalSize, color: Bool) -> Frame {
    let width = size.columns
    var rows: [(StyledLine, Part)] = []
    func add(_ lines: [StyledLine], _ part: Part) { rows += lines.map { ($0, part) } }
    add(
      [
        StyledLine(title, .bold).truncated(to: width - progress.count - 1).padded(
          to: width, then: StyledLine(progress))
      ], .essential)
    add([StyledLine(String(repeating: "-", count: width))], .rules)
    var cursorColumn: Int?
    if showingKeys {
      add([StyledLine()], .spacing)
      add(keyLines(width: width), .essential)
    } else if finished {
      add([StyledLine()], .spacing)
      add(feedbackLines(width: width), .essential)
    } else {
      add([StyledLine()], .spacing)
      switch audio {
      case .idle: add([StyledLine()], .spacing)
      case .speaking: add([StyledLine("  (( speaking ))")], .essential)
      case .text(let reading):
        add(
          reading.wrapped(to: width - 4).enumerated().map { index, part in
            StyledLine(index == 0 ? "  > " : "    ") + StyledLine(part, .bold)
          }, .essential)
      }
      add([StyledLine()], .spacing)
      let (prompt, column) = promptLine(width: width)
      cursorColumn = column
      rows.append((prompt, .prompt))
      add([StyledLine()], .spacing)
      add(feedbackLines(width: width), .essential)
    }
    add([StyledLine()], .spacing)
    if let notice { add(notice.wrapped(to: width).map { StyledLine($0) }, .notice) }
    add(
      StyledLine.flow(
        [
          StyledLine("correct \(correct)", .green), StyledLine("missed \(missed)", .red),
          StyledLine("skipped \(skipped)"),
        ],
        width: width), .counts)
    add([StyledLine(String(repeating: "-", count: width))], .keyLine)
    let help =
      finished ? Self.finishedHelpLine : input.isEmpty ? Self.helpLine : Self.typingHelpLine
    add(StyledLine.flow(help, width: width), .keyLine)
    for part in [Part.keyLine, .notice, .spacing, .counts, .rules] where rows.count > size.rows {
      rows.removeAll { $0.1 == part }
    }
    let promptRow = rows.firstIndex { $0.1 == .prompt }
    var cursor: Frame.Cursor?
    if let promptRow, let cursorColumn {
      cursor = Frame.Cursor(row: promptRow, column: cursorColumn)
    }
    return Frame(rows.map(\.0), cursor: cursor, size: size, color: color)
  }

  /// The answer line: prefix, what is typed (its end, when it is too long) and suffix, and the
  /// column the cursor sits in.
  private func promptLine(width: Int) -> (StyledLine, Int) {
    var prompt = StyledLine("  ")
    if !prefix.isEmpty { prompt = prompt + StyledLine(prefix + " ") }
    let room = width - prompt.width - (suffix.isEmpty ? 0 : suffix.terminalWidth + 1) - 1
    prompt = prompt + StyledLine(Self.tail(of: input, fitting: room), .bold)
    let column = prompt.width
    if !suffix.isEmpty { prompt = prompt + StyledLine(" " + suffix) }
    return (prompt, column)
  }

  private func keyLines(width: Int) -> [StyledLine] {
    let keyWidth = Self.keys.map(\.key.count).max() ?? 0
    return Self.keys.flatMap { key, meaning in
      let head = "  " + key.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0)
      return meaning.wrapped(to: width - head.count).enumerated().map { index, part in
        index == 0
          ? StyledLine(head, .bold) + StyledLine(part)
          : StyledLine(String(repeating: " ", count: head.count) + part)
      }
    }
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
    case .right(let display, let reading, 0): return block("Right: \(display)", .green, [reading])
    case .right(let display, let reading, let misses):
      let tries = Plural.count(misses, "miss", "misses")
      return block("Right, after \(tries): \(display)", .bold, [reading])
    case .wrong(let typed, let explanation, let cause) where !explanation.isEmpty:
      return block(
        "Wrong: you typed \(typed). It is read:", .red, explanation + (cause.isEmpty ? [] : [cause]))
        + block("Type it again.", .plain, [])
    case .wrong(let typed, _, let cause):
      return block("Wrong: you typed \(typed). Try again.", .red, cause.isEmpty ? [] : [cause])
    case .shown(let display, let reading, let answer):
      return block(
        "Answer: \(display)", .bold,
        [reading, "typed as \(answer)", "Press Enter for the next question."])
    case .hint(let text): return block(text, .plain, [])
    }
  }
}
