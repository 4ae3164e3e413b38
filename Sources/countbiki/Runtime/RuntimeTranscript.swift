import CountBikiKit
import Foundation

/// The plain transcript of a line-by-line session: each question as the reading it speaks, each
/// line typed with its verdict, and the summary.
final class RuntimeTranscript: @unchecked Sendable {
  private let lock = NSLock()
  private var lastNumber = 0
  private let quiet: Bool

  /// `quiet` prints nothing while the session runs (for `--json`).
  init(quiet: Bool) {
    self.quiet = quiet
  }

  /// Writes what `action` did: the verdict on a typed line, then every question spoken.
  func show(_ action: Quiz.Action, before: Quiz.State, after: Quiz.State, effects: [Quiz.Effect]) {
    guard !quiet else { return }
    lock.lock()
    defer { lock.unlock() }
    let timeUp =
      after.phase == .finished && before.phase != .finished && after.remainingSeconds == 0
    switch action {
    case .answerSubmitted(let typed, _):
      let text = Self.printable(typed)
      if timeUp {
        Output.line("  \(text) → time is up")
      } else if let feedback = after.feedback {
        Output.line("  \(text) → \(Self.describe(feedback, question: before.current?.question))")
      }
    case .answerRevealed:
      if let question = after.current?.question {
        Output.line("  :skip → the answer is \(question.answer) (\(question.display))")
      } else if timeUp {
        Output.line("  :skip → time is up")
      }
    case .replayRequested:
      Output.line("  :replay")
    case .timerTicked where timeUp:
      Output.line("  time is up")
    case .speechFailed(let message):
      Output.line("  (no sound: \(message); the reading is shown instead)")
    default:
      break
    }
    for effect in effects {
      guard case .speak(let request) = effect, let number = after.current?.number else { continue }
      if number != lastNumber {
        Output.line("Q\(number) ♪ \(request.reading)")
        lastNumber = number
      } else {
        Output.line("   ♪ \(request.reading)")
      }
    }
    Output.flush()
  }

  /// `text` with control characters (a NUL, a pasted escape sequence) shown as �, so echoing
  /// what was typed cannot drive the terminal.
  static func printable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(scalar.properties.generalCategory == .control ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  static func describe(_ feedback: Quiz.Feedback, question: Question?) -> String {
    switch feedback {
    case .correct(let question): return "right: \(question.display)"
    case .incorrect: return "wrong, listen again"
    case .invalid(let hint): return "not an answer: \(hint)"
    case .revealed: return "the answer is \(question?.answer ?? "")"
    }
  }

  /// The summary as text.
  static func summary(_ summary: Summary) -> String {
    let t = summary.totals
    var lines = [
      "",
      "\(t.asked) \(t.asked == 1 ? "question" : "questions"): \(t.correct) right first time, "
        + "\(t.missed) missed, \(t.skipped) skipped in \(Int(summary.elapsed.rounded())) s. Seed \(summary.seed).",
    ]
    if !summary.missed.isEmpty {
      lines.append("To review:")
      for challenge in summary.challenges where challenge.outcome != .correct {
        let q = challenge.question
        lines.append(
          "  Q\(challenge.number)  \(q.display)  \(q.reading.canonical)  answer \(q.answer)")
      }
    }
    lines.append("Replay these questions with --seed \(summary.seed).")
    return lines.joined(separator: "\n")
  }
}
