import Foundation

/// What to summarize: which topics, how many days back, and the clock and calendar that decide
/// where a day starts.
public struct StatsRequest: Sendable {
  /// Topic ids to include; nil for every topic.
  public var topics: [String]?
  /// Days in the per-day chart, ending today.
  public var days: Int
  public var now: Date
  /// Its time zone decides where each day starts.
  public var calendar: Calendar

  public init(topics: [String]? = nil, days: Int = 14, now: Date, calendar: Calendar = .current) {
    self.topics = topics
    self.days = days
    self.now = now
    self.calendar = calendar
  }

  /// The start of the day `offset` days from today (0 today, -1 yesterday).
  package func day(_ offset: Int) -> Date {
    let today = calendar.startOfDay(for: now)
    return calendar.date(byAdding: .day, value: offset, to: today) ?? today
  }

  /// The first instant of each day in the chart, oldest first, ending today.
  package var chartDays: [Date] {
    (0..<max(0, days)).reversed().map { day(-$0) }
  }
}

/// A learner's progress, as `countbiki stats` shows it.
public struct Stats: Hashable, Sendable, Codable {
  /// Questions and first-try right answers in a stretch of time.
  public struct Count: Hashable, Sendable, Codable {
    public let questions: Int
    public let correct: Int

    /// First-try accuracy from 0 to 1; nil with no question.
    public var accuracy: Double? { questions == 0 ? nil : Double(correct) / Double(questions) }

    package init(questions: Int, correct: Int) {
      self.questions = questions
      self.correct = correct
    }
  }

  public struct Topic: Hashable, Sendable, Codable {
    public let topic: String
    public let total: Count
    public let medianAnswerSeconds: Double?
    public let lastPractised: Date
    /// The seven days ending today.
    public let thisWeek: Count
    /// The seven days before those.
    public let lastWeek: Count

    package init(topic: String, total: Count, medianAnswerSeconds: Double?, lastPractised: Date, thisWeek: Count, lastWeek: Count) {
      self.topic = topic
      self.total = total
      self.medianAnswerSeconds = medianAnswerSeconds
      self.lastPractised = lastPractised
      self.thisWeek = thisWeek
      self.lastWeek = lastWeek
    }
  }

  public struct Day: Hashable, Sendable, Codable {
    /// The first instant of the day in the request's calendar.
    public let start: Date
    public let count: Count

    package init(start: Date, count: Count) {
      self.start = start
      self.count = count
    }
  }

  public struct Miss: Hashable, Sendable, Codable {
    public let display: String
    public let answer: String
    public let reading: String
    public let askedAt: Date

    package init(display: String, answer: String, reading: String, askedAt: Date) {
      self.display = display
      self.answer = answer
      self.reading = reading
      self.askedAt = askedAt
    }
  }

  public struct Pattern: Hashable, Sendable, Codable {
    public let pattern: String
    public let count: Count
    /// The latest questions with the pattern that were missed or skipped, newest first.
    public let recentMisses: [Miss]

    package init(pattern: String, count: Count, recentMisses: [Miss]) {
      self.pattern = pattern
      self.count = count
      self.recentMisses = recentMisses
    }
  }

  /// How often wrong tries had one likely cause, for the confusion table.
  public struct Cause: Hashable, Sendable, Codable {
    /// The cause id: `swapped-digits`.
    public let cause: String
    public let total: Int
    /// Wrong tries with this cause in the seven days ending today, and in the seven before.
    public let thisWeek: Int
    public let lastWeek: Int

    package init(cause: String, total: Int, thisWeek: Int, lastWeek: Int) {
      self.cause = cause
      self.total = total
      self.thisWeek = thisWeek
      self.lastWeek = lastWeek
    }
  }

  /// One adaptive session's threshold.
  public struct Measure: Hashable, Sendable, Codable {
    /// When the session ended.
    public let at: Date
    /// Speech over noise in dB: lower is better.
    public let snr: Double
    /// The speaking-rate multiplier: higher is better.
    public let rate: Double
    /// The answers it was measured from.
    public let answers: Int
    /// Whether both tracks found their threshold (false: an estimate).
    public let found: Bool

    package init(at: Date, snr: Double, rate: Double, answers: Int, found: Bool) {
      self.at = at
      self.snr = snr
      self.rate = rate
      self.answers = answers
      self.found = found
    }
  }

  /// The thresholds of the adaptive sessions in one scene over one set of topics.
  public struct Thresholds: Hashable, Sendable, Codable {
    /// The scene: `shop`.
    public let scene: String
    /// The session's topic ids.
    public let topics: [String]
    /// Oldest first.
    public let measures: [Measure]

    package init(scene: String, topics: [String], measures: [Measure]) {
      self.scene = scene
      self.topics = topics
      self.measures = measures
    }
  }

  /// Topics practised, by id.
  public let topics: [Topic]
  /// One entry per day of the request, oldest first.
  public let days: [Day]
  /// The patterns with the lowest first-try accuracy (only those missed at least once).
  public let weakestPatterns: [Pattern]
  /// Consecutive days with practice, ending today (or yesterday, while today has none yet).
  public let streakDays: Int
  /// Seconds spent on questions: from each being asked to its last answer.
  public let practiceSeconds: Double
  /// The likely causes of wrong tries, most frequent first.
  public var causes: [Cause] = []
  /// The thresholds of adaptive sessions, by scene and topics.
  public var thresholds: [Thresholds] = []

  /// The figures of a history with nothing in it: every day of the chart with no question. What
  /// `stats` shows before anything is recorded, without a store to read.
  public static func empty(_ request: StatsRequest) -> Stats {
    Stats(
      topics: [],
      days: request.chartDays.map { Day(start: $0, count: Count(questions: 0, correct: 0)) },
      weakestPatterns: [], streakDays: 0, practiceSeconds: 0)
  }

  /// Questions over every topic included.
  public var total: Count {
    Count(
      questions: topics.reduce(0) { $0 + $1.total.questions },
      correct: topics.reduce(0) { $0 + $1.total.correct })
  }

  package init(topics: [Topic], days: [Day], weakestPatterns: [Pattern], streakDays: Int, practiceSeconds: Double, causes: [Cause] = [], thresholds: [Thresholds] = []) {
    self.topics = topics
    self.days = days
    self.weakestPatterns = weakestPatterns
    self.streakDays = streakDays
    self.practiceSeconds = practiceSeconds
    self.causes = causes
    self.thresholds = thresholds
  }
}
