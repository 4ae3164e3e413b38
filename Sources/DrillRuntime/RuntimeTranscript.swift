import CountBikiKit
import Foundation
import Screen
import Synchronization

/// The plain transcript of a line-by-line session: each question as the reading it speaks, each
/// line typed with its verdict, and the summary.
public final class RuntimeTranscript: Sendable {
  private let quiet: Bool
  private let line: @Sendable (String) -> Void
  private let notice: @Sendable (String) -> Void
  private let flush: @Sendable () -> Void
  private let shown = Mutex(Shown())

  /// What has been written so far.
  private struct Shown {
    /// The question number of the last ♪ line, and how many prompts have had one.
    var lastNumber = 0
    var prompts = 0
    var notice = false
    var historyNotice = false
  }

  /// `quiet` prints nothing on standard output while the session runs (for `--json`); a sound
  /// failure is still told, once, through `notice` (standard error).
  /// `line` writes one line of the transcript and `flush` sends what was written on.
  public init(
    quiet: Bool, line: @escaping @Sendable (String) -> Void,
    flush: @escaping @Sendable () -> Void = {}, notice: @escaping @Sendable (String) -> Void
  ) {
    self.quiet = quiet
    self.line = line
    self.flush = flush
    self.notice = notice
  }

  /// Writes what `action` did: the verdict on a typed line, then the question when it was put
  /// to the learner again (spoken, or only shown without sound).
  public func show(_ action: Quiz.Action, _ state: Quiz.State, effects: [Quiz.Effect]) {
    shown.withLock { shown in
      if let problem = state.soundProblem, !shown.notice {
        shown.notice = true
        notice(problem)
      }
      if let problem = state.historyProblem, !shown.historyNotice {
        shown.historyNotice = true
        notice(problem)
      }
      guard !quiet else { return }
      if let verdict = Self.verdict(action, state, effects: effects) { line(verdict) }
      if state.prompts > shown.prompts, let challenge = state.current {
        shown.prompts = state.prompts
        // A listening question is the reading it speaks; a reading question is what is written.
        let prompt =
          state.skill.shown(challenge.question) ?? "♪ \(challenge.question.shownReading)"
        if challenge.number != shown.lastNumber {
          line("Q\(challenge.number)\(state.isRelearning ? " again" : "") \(prompt)")
          shown.lastNumber = challenge.number
        } else {
          line("   \(prompt)")
        }
      }
      flush()
    }
  }

  /// The line for what the learner typed, or for the time running out.
  private static func verdict(_ action: Quiz.Action, _ state: Quiz.State, effects: [Quiz.Effect])
    -> String?
  {
    // The action that ended the session is the one whose effects finish it.
    let timeUp = state.ending == .timeUp && effects.contains(.finish)
    switch action {
    case .answerSubmitted(let typed, _):
      let text = printable(typed)
      if timeUp { return "  \(text) → time is up" }
      return state.feedback.map {
        "  \(text) → \(describe($0, question: state.current?.question, skill: state.skill, typed: typed))"
      }
    case .answerRevealed:
      if let question = state.current?.question, let sentence = question.sentence {
        return "  :skip → the answer is \(question.answer)" + sentenceLines(sentence)
      }
      if let question = state.current?.question, state.skill == .reading {
        return "  :skip → it is read \(question.reading.canonical) (\(question.display))"
      }
      if let question = state.current?.question {
        return "  :skip → the answer is \(question.answer) (\(question.display))"
      }
      return timeUp ? "  :skip → time is up" : nil
    case .replayRequested:
      return "  :replay"
    case .timerTicked where timeUp:
      return "  time is up"
    default:
      return nil
    }
  }

  /// `text` with control characters (a NUL, a pasted escape sequence) shown as �, so echoing
  /// what was typed cannot drive the terminal.
  public static func printable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  /// A sentence shown after its answer, each line indented under the verdict.
  static func sentenceLines(_ sentence: Sentence) -> String {
    SentenceText.lines(sentence).map { "\n    \($0)" }.joined()
  }

  static func describe(
    _ feedback: Quiz.Feedback, question: Question?, skill: Skill = .listening, typed: String = ""
  ) -> String {
    switch feedback {
    case .correct(let question, _) where question.sentence != nil:
      return "right: \(question.answer)" + sentenceLines(question.sentence!)
    case .incorrect where skill == .listening && question?.sentence != nil:
      let missed = question?.sentence.flatMap { SentenceText.missed(typed, $0) }
      return "wrong\(missed.map { ": \($0)" } ?? ""), listen again"
    case .correct(let question, _) where skill == .reading:
      return "right: \(question.display) \(question.reading.canonical)"
    case .correct(let question, _): return "right: \(question.display)"
    case .incorrect(_, let diagnosis) where skill == .reading:
      // The reading cut into its parts, with the rule behind each sound change.
      guard let question else { return "wrong" }
      let lines = ReadingFeedback.explanation(of: question)
      let why = diagnosis.line.isEmpty ? [] : [diagnosis.line]
      return (["wrong; it is read:"] + (lines + why).map { "    \($0)" }).joined(separator: "\n")
    case .incorrect(_, let diagnosis) where skill == .kanji:
      return "wrong, try again\(cause(diagnosis))"
    case .incorrect(_, let diagnosis): return "wrong, listen again\(cause(diagnosis))"
    case .invalid(let hint): return "not an answer: \(hint)"
    case .revealed: return "the answer is \(question?.answer ?? "")"
    }
  }

  /// The likely cause of a miss after a dash, or nothing when it is unclear.
  private static func cause(_ diagnosis: MissDiagnosis) -> String {
    diagnosis.line.isEmpty ? "" : " — \(diagnosis.line)"
  }

  /// The summary as text, ending with the options that give its questions again.
  public static func summary(_ summary: Summary, replay: String) -> String {
    let t = summary.totals
    var lines = [
      "",
      "\(t.asked) \(t.asked == 1 ? "question" : "questions"): \(t.correct) right first time, "
        + "\(t.missed) missed, \(t.skipped) skipped in \(Int(summary.elapsed.rounded())) s. Seed \(summary.seed).",
    ]
    if !summary.missed.isEmpty {
      lines.append("To review:")
      for challenge in summary.missed {
        let q = challenge.question
        lines.append(
          "  Q\(challenge.number)  \(q.display)  \(q.reading.canonical)  answer \(q.answer)")
      }
    }
    if let staircase = summary.staircase {
      lines.append(staircase.thresholdLine(topics: summary.topics))
    }
    lines.append("Replay these questions with \(replay).")
    return lines.joined(separator: "\n")
  }
}
