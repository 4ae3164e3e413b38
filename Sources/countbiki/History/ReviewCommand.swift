import CommandArguments
import CountBikiKit
import DrillRuntime
import Foundation
import History
import HistoryClient
import LiveDrill
import Options
import ProcessIO
import Screen
import Setup
import SpeechClient

/// `countbiki review`: a drill of the sound patterns due for review, the most overdue first.
enum ReviewCommand: Command {
  static let spec = CommandSpec(
    name: "review",
    summary: "drill the sound patterns due for review, a fresh question for each",
    positionals: .none,
    options: Arguments.options,
    about: """
      Every sound pattern you have met has a review schedule (FSRS, kept in the history
      store). A review takes the patterns that are due, the most overdue first, and asks
      for each a fresh question from a topic you have practised whose reading carries the
      pattern. It runs as a drill does, and what you answer schedules the patterns again.
      """,
    footer: SpeechSettings.optionsFooter)

  static let holdsStopSignals = true

  typealias Arguments = ReviewArguments

  static func run(_ args: Arguments) throws -> Int32 {
    let path = HistoryOptions.readPath(args.history)
    let seed = Seed.value(args.seed)
    guard try HistoryOptions.holdsHistory(path) else {
      Output.line(
        args.json
          ? try JSON.encode(NothingToReview(seed: seed)) : HistoryText.nothingYet(path))
      return ExitStatus.success
    }
    let now = RuntimeClock.fromEnvironment().now()
    let limit = args.questions
    let catalog = try Resources.catalog()
    let (due, next, patterns) = try HistoryOptions.reading(path) {
      store throws(HistoryError) in
      // Damage elsewhere in the store would otherwise read as nothing due.
      try store.checkPages()
      let due = try store.dueReviews(at: now)
      let next = try store.reviews().first { $0.due > now }
      let patterns = try due.prefix(limit).map { review throws(HistoryError) in
        (
          pattern: review.pattern,
          topics: try store.topics(carrying: review.pattern).compactMap { catalog.topic(id: $0) }
        )
      }
      return (due, next, patterns)
    }
    let stability = due.prefix(limit).map(\.memory.stability)
    let context = args.context
    let questions = ReviewDeck.questions(
      for: patterns, seed: seed, context: context, hosts: try ContextOption.hosts(context))
    guard !questions.isEmpty else {
      Output.line(
        args.json
          ? try JSON.encode(NothingToReview(seed: seed, due: due.count, next: next))
          : ReviewText.nothingDue(due: due.count, next: next))
      return ExitStatus.success
    }
    let topics = patterns.flatMap(\.topics).reduce(into: [Topic]()) { topics, topic in
      if !topics.contains(where: { $0.id == topic.id }) { topics.append(topic) }
    }
    let audio = try AudioChoice.value(typed: args.audio)
    let voice = try SpeechSettings.resolve(args.speech, voices: Resources.voices()).seeded(seed)
      .hardListening(args.hardListening ? ReviewDeck.hardListeningSNR(stability: stability) : nil)
      .announced(command: spec.name, hint: audio != .none)
    let mode = Mode.questions(questions.count)
    let voiceID = audio == .none ? nil : voice.voiceIDs
    let history = HistoryOptions.client(noHistory: false, path: path, settingOff: false) { start in
      SessionRecord(
        seed: seed, mode: SessionMode.review(questions: questions.count).stored,
        topics: topics.map(\.id), voice: voiceID,
        rate: voiceID == nil ? nil : voice.rate, startedAt: start)
    }
    let state = Quiz.State(
      Quiz.Plan(
        deck: Deck(topics: topics, seed: seed, queued: questions), seed: seed, mode: mode,
        sound: audio != .none, voices: voice.speakerIDs))
    if Terminal.isInteractive && !args.json {
      let speaker = try Blocking.run { try await audio.speaker(settings: voice) }
      return try InteractiveDrill.run(
        replay: nil, state: state, title: ReviewText.title(questions: questions.count),
        color: Terminal.colorEnabled(noColorFlag: args.noColor),
        showsReading: audio.writesFiles, speaker: speaker, history: history)
    }
    if !args.json {
      Output.line(ReviewText.start(questions: questions.count, due: due.count))
    }
    let speaker = try Blocking.run { try await audio.speaker(settings: voice) }
    let session = ScriptedSession(
      command: spec.name, state: state, speaker: speaker, clock: RuntimeClock.fromEnvironment(),
      json: args.json, history: history)
    return try Blocking.run { try await session.run() }
  }

  /// The line a drill starts with when patterns are due for review; nil when none is or there
  /// is no store to ask.
  static func dueLine(path: String, at now: Date) -> String? {
    guard StoreFile.at(path) == .file, !StoreFile.isEmpty(path),
      let due = try? HistoryStore(path: path).dueReviews(at: now).count
    else { return nil }
    return ReviewText.dueLine(due: due)
  }
}
