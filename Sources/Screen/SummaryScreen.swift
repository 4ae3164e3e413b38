import CountBikiKit
import Foundation

/// The end-of-session screen: totals, and every missed question with a way to hear it again.
public struct SummaryScreen: Equatable, Sendable {
  public var topic: String
  /// `10 questions`, `60 seconds`, `no limit`.
  public var mode: String
  public var seed: UInt64
  public var correct: Int
  public var missed: Int
  public var skipped: Int
  /// Median seconds from a question being asked to its first answer; nil with no answers.
  public var medianSeconds: Double?
  public var misses: [Miss]
  /// The miss chosen for hearing again.
  public var selected: Int
  public var speaking: Bool
  /// Whether a missed question can be heard again (false when the session shows text only).
  public var canHearAgain = true
  /// Whether `d` drills the missed questions again (the live screen).
  public var canDrillAgain = false
  /// The command that asks the same questions again, printed last in the report.
  public var replay: String?
  /// An adaptive session's threshold line (`Threshold: you catch …`).
  public var threshold: String?

  /// A question the learner got wrong or skipped.
  public struct Miss: Equatable, Sendable {
    public var display: String
    /// What to type, a large number in 万 (`174万2000`).
    public var answer: String
    public var reading: String
    /// The wrong tries, as typed; none for a question skipped outright.
    public var typed: [String]
    public init(display: String, answer: String, reading: String, typed: [String] = []) {
      self.display = display
      self.answer = answer
      self.reading = reading
      self.typed = typed
    }
  }

  public init(
    topic: String, mode: String, seed: UInt64, correct: Int, missed: Int, skipped: Int,
    medianSeconds: Double?,
    misses: [Miss], selected: Int = 0, speaking: Bool = false
  ) {
    self.topic = topic
    self.mode = mode
    self.seed = seed
    self.correct = correct
    self.missed = missed
    self.skipped = skipped
    self.medianSeconds = medianSeconds
    self.misses = misses
    self.selected = selected
    self.speaking = speaking
  }

  /// Questions finished: right first time, missed, or skipped.
  public var total: Int { correct + missed + skipped }

  /// `70%` right on the first try, or `-` with nothing answered.
  public var accuracy: String {
    total == 0 ? "-" : "\(Int((Double(correct) * 100 / Double(total)).rounded()))%"
  }

  /// `3.4 s`, or `-` with nothing answered.
  public var median: String {
    guard let medianSeconds else { return "-" }
    return String(format: "%.1f s", medianSeconds)
  }

  /// The totals as plain lines, also printed to the terminal after the session ends.
  public var report: [String] {
    var lines = [
      "Topic      \(topic)",
      "Mode       \(mode)   seed \(seed)",
      "Questions  \(total): correct \(correct), missed \(missed), skipped \(skipped)",
      "Accuracy   \(accuracy)   median answer time \(median)",
    ]
    if let threshold { lines.append(threshold) }
    if !misses.isEmpty {
      lines.append("\(listTitle):")
      lines += misses.enumerated().map { "  \($0.offset + 1). \(missLine($0.element))" }
    }
    if let replay { lines.append("Replay this session: \(replay)") }
    return lines
  }

  /// `Missed`, `Skipped`, or `Missed and skipped`, as the list holds.
  var listTitle: String {
    switch (misses.contains { !$0.typed.isEmpty }, misses.contains { $0.typed.isEmpty }) {
    case (true, true): "Missed and skipped"
    case (false, _): "Skipped"
    case (true, false): "Missed"
    }
  }

  /// `¥893  =  893  typed “894”  はっぴゃくきゅうじゅうさんえん`, or `skipped` for what was
  /// typed; the reading comes last, so a narrow window cuts it before the rest.
  func missLine(_ miss: Miss) -> String {
    let what =
      miss.typed.isEmpty
      ? "skipped" : "typed " + miss.typed.map { "“\($0)”" }.joined(separator: ", ")
    return "\(miss.display)  =  \(miss.answer)  \(what)  \(miss.reading)"
  }
}

extension SummaryScreen {
  /// The screen laid out for `size`; the missed list scrolls to keep the chosen one in view.
  public func frame(size: TerminalSize, color: Bool) -> Frame {
    let width = size.columns
    var lines: [StyledLine] = [
      StyledLine("Session summary", .bold),
      StyledLine(String(repeating: "-", count: width)),
    ]
    for (index, text) in report.prefix(threshold == nil ? 4 : 5).enumerated() {
      let style: TextStyle = index == 2 ? .bold : .plain
      lines += text.wrapped(to: width).map { StyledLine($0, style) }
    }
    lines.append(StyledLine())
    var footer = ["q leave"]
    if misses.isEmpty {
      lines.append(StyledLine(total == 0 ? "No questions answered." : "Nothing missed.", .green))
    } else {
      lines.append(StyledLine("\(listTitle) (\(misses.count)):", .red))
      if canHearAgain { footer = ["Up/Down choose", "Enter/r hear again", "q leave"] }
      if canDrillAgain { footer.insert("d drill these again", at: footer.count - 1) }
    }
    var footerLines = [StyledLine()]
    footerLines.append(StyledLine(String(repeating: "-", count: width)))
    footerLines += StyledLine.flow(footer, width: width)
    var room = size.rows - lines.count - footerLines.count - (speaking ? 1 : 0)
    // In a short window the missed questions matter more than the key line.
    if !misses.isEmpty && room < min(misses.count, 2) {
      room += footerLines.count
      footerLines = []
    }
    if !misses.isEmpty && room > 0 {
      let first = min(max(0, selected - room + 1), max(0, misses.count - room))
      for index in first..<min(misses.count, first + room) {
        let mark = index == selected ? "> " : "  "
        let line = StyledLine(
          mark + "\(index + 1). " + missLine(misses[index]), index == selected ? .bold : .plain)
        lines.append(line.truncated(to: width))
      }
    }
    if speaking { lines.append(StyledLine("  (( speaking ))")) }
    lines += footerLines
    return Frame(lines, cursor: nil, size: size, color: color)
  }
}
