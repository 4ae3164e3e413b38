import CountBikiKit
import Foundation

extension DrillScreen {
  /// The drill screen for a quiz state: `input` is what is typed so far. A session without
  /// sound (none chosen, or sound that failed) shows the reading where the voice would be.
  public init(state: Quiz.State, title: String, input: InputLine, showingKeys: Bool = false) {
    let question = state.current?.question
    let audio: Audio
    if let question, let shown = state.skill.shown(question) {
      // The question is the written number; its reading (or its digits) is what is typed.
      audio = .text(shown)
    } else if !state.hasSound, let question {
      audio = .text(question.reading.canonical)
    } else {
      audio = state.isSpeaking ? .speaking : .idle
    }
    let feedback: Feedback? =
      switch state.feedback {
      case nil: nil
      case .correct(let answered):
        .right(display: answered.display, reading: answered.reading.canonical)
      case .incorrect(let typed): .wrong(typed: InputLine(typed).display)
      case .invalid(let hint): .hint(hint)
      // The quiz keeps `.revealed` after moving on; the answer belongs to the revealed phase only.
      case .revealed where state.phase == .revealed:
        question.map {
          .shown(display: $0.display, reading: $0.reading.canonical, answer: $0.answer)
        }
      case .revealed: nil
      }
    let totals = state.totals
    self.init(
      title: title, progress: Self.progress(state),
      prefix: state.skill == .reading ? "" : question?.prefix ?? "",
      suffix: state.skill == .reading ? "" : question?.suffix ?? "",
      input: input.display, audio: audio, feedback: feedback, correct: totals.correct,
      missed: totals.missed,
      skipped: totals.skipped, notice: state.notice, showingKeys: showingKeys)
  }

  /// `3/10` with a question limit, `1:05 left` with a time limit, `#3` without a limit.
  static func progress(_ state: Quiz.State) -> String {
    let number = state.questionNumber
    switch state.mode {
    case .infinite: return "#\(number)"
    case .questions(let limit): return "\(min(number, limit))/\(limit)"
    case .time:
      let left = Int((state.remainingSeconds ?? 0).rounded(.up))
      return "\(left / 60):\(left % 60 < 10 ? "0" : "")\(left % 60) left"
    }
  }
}

extension SummaryScreen {
  /// The end-of-session screen for a finished quiz.
  public init(summary: Summary, title: String, selected: Int = 0, speaking: Bool = false) {
    let mode =
      switch summary.mode {
      case .infinite: "no limit"
      case .questions(let limit): limit == 1 ? "1 question" : "\(limit) questions"
      case .time(let seconds): "\(seconds) seconds"
      }
    self.init(
      topic: title, mode: mode, seed: summary.seed, correct: summary.totals.correct,
      missed: summary.totals.missed,
      skipped: summary.totals.skipped, medianSeconds: summary.medianAnswerSeconds,
      misses: summary.missed.map {
        Miss(
          display: $0.question.display, answer: $0.question.answer,
          reading: $0.question.reading.canonical)
      },
      selected: selected, speaking: speaking)
  }
}
