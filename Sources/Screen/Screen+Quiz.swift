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
      audio = .text(question.shownReading)
    } else {
      audio = state.isSpeaking ? .speaking : .idle
    }
    let feedback: Feedback? =
      switch state.feedback {
      case nil: nil
      case .correct(let answered, let misses) where answered.sentence != nil:
        .right(
          display: "\(answered.answer)  " + SentenceText.lines(answered.sentence!)[0],
          reading: SentenceText.lines(answered.sentence!).dropFirst().joined(separator: "  "),
          misses: misses)
      case .correct(let answered, let misses):
        .right(
          display: Self.withAnswer(answered), reading: answered.reading.canonical, misses: misses)
      case .incorrect(let typed, _) where question?.sentence != nil && state.skill == .listening:
        // Which numbers of the sentence were missed, never what they are.
        .wrong(
          typed: InputLine(typed).display
            + (question?.sentence.flatMap { SentenceText.missed(typed, $0) }.map { " (\($0))" } ?? ""))
      case .incorrect(let typed, let diagnosis):
        .wrong(typed: InputLine(typed).display, cause: diagnosis.line)
      case .invalid(let hint): .hint(hint)
      // The quiz keeps `.revealed` after moving on; the answer belongs to the revealed phase only.
      case .revealed where state.phase == .revealed && question?.sentence != nil:
        question.map {
          .shown(
            display: SentenceText.lines($0.sentence!)[0],
            reading: SentenceText.lines($0.sentence!).dropFirst().joined(separator: "  "),
            answer: $0.answer)
        }
      case .revealed where state.phase == .revealed:
        question.map {
          .shown(
            display: $0.display, reading: $0.reading.canonical,
            answer: Answer.typedForms(of: $0).joined(separator: " or "))
        }
      case .revealed: nil
      }
    let totals = state.totals
    // A wrong try already makes the question a miss, whatever comes after it; a missed
    // question asked again was counted the first time.
    let missing = !state.isRelearning && state.current?.outcome == .missed ? 1 : 0
    let notes = [Self.notice(state), input.isFull ? InputLine.fullNote : nil].compactMap { $0 }
    self.init(
      title: title, progress: Self.progress(state),
      prefix: state.skill == .reading ? "" : question?.prefix ?? "",
      suffix: state.skill == .reading ? "" : question?.suffix ?? "",
      input: input.display, audio: audio, feedback: feedback, correct: totals.correct,
      missed: totals.missed + missing,
      skipped: totals.skipped, notice: notes.isEmpty ? nil : notes.joined(separator: " "),
      showingKeys: showingKeys)
    finished = state.phase == .finished
  }

  /// What stopped the sound, as it happened (no device, a device that stalled, a WAV folder
  /// that cannot be written), and the history store's problem as it is.
  static func notice(_ state: Quiz.State) -> String? {
    let sound = state.soundProblem.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    let problems = [sound, state.historyProblem]
    let lines = problems.compactMap { $0 }
    return lines.isEmpty ? nil : lines.joined(separator: " ")
  }

  /// The question as shown, and beside it the answer when it is another number (`平成10年 =
  /// 1998`, `午後4時 = 16`) or a large number in 万 (`¥1,742,000 = 174万2000円`);
  /// `¥1,234` and `14時30分` alone, as their digits are the answer.
  public static func withAnswer(_ question: Question) -> String {
    let digits = { (text: String) in text.filter { $0.isASCII && $0.isNumber } }
    if digits(question.display) != digits(question.answer) {
      return "\(question.display) = \(question.answer)"
    }
    guard question.format == .number, let value = question.values.first, value >= 10_000 else {
      return question.display
    }
    return "\(question.display) = \(Digits.byMan(UInt64(value)))\(question.unitWord)"
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
      case .questions(let limit): Plural.count(limit, "question")
      case .time(let seconds): Plural.count(seconds, "second")
      }
    self.init(
      topic: title, mode: mode, seed: summary.seed, correct: summary.totals.correct,
      missed: summary.totals.missed,
      skipped: summary.totals.skipped, medianSeconds: summary.medianAnswerSeconds,
      misses: summary.missed.map {
        Miss(
          display: $0.question.display, answer: Answer.typedForms(of: $0.question).last ?? "",
          reading: $0.question.reading.canonical,
          typed: $0.submissions.filter { $0.kind == .incorrect }.compactMap(\.text))
      },
      selected: selected, speaking: speaking)
    threshold = summary.staircase?.thresholdLine(topics: summary.topics)
  }
}

extension DrillScreen {
  /// The session's title, marked on a round that drills its missed questions again.
  public static func title(_ title: String, round: Int) -> String {
    round > 0 ? title + " — again" : title
  }
}
