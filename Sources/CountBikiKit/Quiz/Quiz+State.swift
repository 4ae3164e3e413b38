import Foundation

extension Quiz {
  /// Whether the session speaks its questions.
  public enum Sound: Hashable, Sendable {
    /// Questions are spoken.
    case on
    /// The learner chose no sound: readings are shown as text.
    case off
    /// Sound stopped working: the sentence says why, and readings are shown as text for the rest
    /// of the session.
    case failed(String)
  }

  /// What a session needs to go on, to draw its screen and to print its summary. Finished
  /// challenges leave it once they are handed to a `record` effect; only the totals, the missed
  /// list and the answer times stay, so a long session costs the same per answer as a short one.
  public struct State: Hashable, Sendable {
    public let mode: Mode
    public let seed: UInt64
    /// Listening (hear it, type the number) or reading (see it written, type its reading).
    public let skill: Skill
    public internal(set) var deck: Deck
    public internal(set) var phase: Phase = .ready
    /// Why the session ended, once it has.
    public internal(set) var ending: Ending?
    /// When `sessionStarted` arrived.
    public internal(set) var startedAt: Date?
    /// Seconds from the start to the last action that carried a time.
    public internal(set) var elapsed: Double = 0
    /// The question being asked (or whose answer is shown).
    public internal(set) var current: Challenge?
    /// How the finished challenges counted.
    public internal(set) var totals = Summary.Totals()
    /// The finished challenges missed or skipped, oldest first: the summary's list for review.
    public internal(set) var missed: [Challenge] = []
    /// For each finished challenge, in order, the seconds from its question being asked to the
    /// first answer or skip. Single precision is ample for a median shown to a tenth of a second,
    /// and a 100,000-question session keeps 0.4 MB of them rather than 0.8 MB.
    public internal(set) var answerSeconds: [Float] = []
    public internal(set) var feedback: Feedback?
    public internal(set) var sound: Sound
    /// True between a `.speak` effect and `speechFinished` / `speechFailed` / `.cancelSpeech`.
    public internal(set) var isSpeaking = false
    /// How many times a question was put to the learner: spoken, or shown as text when the
    /// session has no sound. One more for each question asked and each time it is said again.
    public internal(set) var prompts = 0
    /// Why the history store could not keep this session's challenges, when it could not.
    public internal(set) var historyProblem: String?
    /// Missed questions waiting to be asked again, in the order they come back.
    public internal(set) var relearning: [Relearning] = []
    /// Whether the current question is a missed one asked again: it is not counted again.
    public internal(set) var isRelearning = false
    /// 0 for the session itself; 1, 2, … for each round that drills the missed questions of
    /// the one before again.
    public internal(set) var round = 0
    /// An adaptive session's level (`drill --adaptive`): each counted question moves it.
    public internal(set) var staircase: Staircase?
    /// The ids of the voices that take turns saying the questions, in the learner's order
    /// (`SpeakerTurn` picks one per utterance); each challenge said keeps its speaker's id.
    public let voices: [String]

    /// A session not started yet, as `plan` says: the one place a state is made.
    public init(_ plan: Plan) {
      self.voices = plan.voices
      self.mode = plan.mode
      self.seed = plan.seed
      self.skill = plan.skill
      self.sound = plan.sound ? .on : .off
      self.deck = plan.deck
      self.staircase = plan.staircase
    }

    /// A session not started yet that draws from `topics`, as `Plan(topics:…)` plans it.
    public init(
      topics: [Topic], seed: UInt64, mode: Mode, sound: Bool = true,
      skill: Skill = .listening, focus: [String: UInt64] = [:], pairs: MissCause? = nil,
      staircase: Staircase? = nil, context: Context? = nil, hosts: [Deck.Host] = [],
      voices: [String] = []
    ) {
      self.init(
        Plan(
          topics: topics, seed: seed, mode: mode, sound: sound, skill: skill,
          focus: focus, pairs: pairs, staircase: staircase, context: context, hosts: hosts,
          voices: voices))
    }

    /// A session not started yet that asks from `deck` (a review's chosen questions first).
    public init(
      deck: Deck, seed: UInt64, mode: Mode, sound: Bool = true,
      skill: Skill = .listening, voices: [String] = []
    ) {
      self.init(
        Plan(
          deck: deck, seed: seed, mode: mode, sound: sound, skill: skill,
          voices: voices))
    }

    /// Whether questions are spoken now.
    public var hasSound: Bool { sound == .on }

    /// An adaptive session's level, when its questions were heard: a session shown as text
    /// (no sound, or sound that failed) or with no answer measured nothing.
    public var heardStaircase: Staircase? {
      guard let staircase, staircase.trials > 0, hasSound, skill == .listening else { return nil }
      return staircase
    }

    /// Why sound stopped working, when it did.
    public var soundProblem: String? {
      guard case .failed(let sentence) = sound else { return nil }
      return sentence
    }

    /// The problems to show the learner (sound, history), in one line; nil when there is none.
    public var notice: String? {
      let problems = [soundProblem, historyProblem].compactMap { $0 }
      return problems.isEmpty ? nil : problems.joined(separator: " ")
    }

    /// The number of the question being asked, or of the last one when none is (or when a
    /// missed one is asked again).
    public var questionNumber: Int { totals.asked + (current == nil || isRelearning ? 0 : 1) }

    /// Seconds left in a time-limited session.
    public var remainingSeconds: Double? {
      guard case .time(let seconds) = mode else { return nil }
      return max(0, Double(seconds) - elapsed)
    }

    /// The results so far.
    public var summary: Summary { Summary(self) }

    /// A round that drills this one's missed and skipped questions again, once each in the order
    /// they came, with the same settings. It is practice on what was already recorded: its
    /// challenges are not recorded again.
    func againRound() -> State {
      var next = State(
        Plan(
          deck: Deck(topics: deck.topics, seed: seed, queued: missed.map(\.question)), seed: seed,
          mode: .questions(missed.count), sound: hasSound, skill: skill))
      next.round = round + 1
      return next
    }

    /// A copy for a screen that redraws while the session runs: all but the missed list and the
    /// answer times, which only the summary reads. A full copy kept beside the running session
    /// would share those lists with it, and each answer would then copy them whole.
    public var screenCopy: State {
      var copy = self
      copy.missed = []
      copy.answerSeconds = []
      return copy
    }
  }
}

extension Quiz {
  /// A missed question asked again `Quiz.relearningGap` new questions later, until it is
  /// answered right; it counts once, as missed, however often it comes back.
  public struct Relearning: Hashable, Sendable {
    public let question: Question
    /// The number it was first asked as.
    public let number: Int
    /// It comes back once this many questions have been counted.
    public let dueAfter: Int
  }

  /// How many new questions come between a miss and the question coming back.
  public static let relearningGap = 3
}
