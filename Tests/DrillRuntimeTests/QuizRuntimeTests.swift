import CountBikiKit
import DrillRuntime
import Foundation
import HistoryClient
import TestSupport
import Testing

private func runtime(
  _ log: CallLog, failing: Bool = false, mode: Mode = .questions(2), history: HistoryClient = .none
) throws -> QuizRuntime {
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  let speaker = Speaker(
    speak: { request in
      log.append("speak \(SpokenPart.written(of: request.parts)) \(request.reading) by \(request.speaker ?? "nobody")")
      if failing { throw NoDevice() }
    },
    cancel: { log.append("cancel") })
  return QuizRuntime(
    state: Quiz.State(topics: [topic], seed: 1, mode: mode, voices: ["f2"]), speaker: speaker,
    clock: RuntimeClock(now: { Date(timeIntervalSince1970: 0) }), waitsForSpeech: true,
    present: { _, state, _ in
      if let problem = state.historyProblem { log.append("history problem: \(problem)") }
    }, history: history, finished: { _ in log.append("finished") })
}

/// What a speaker without a device throws.
private struct NoDevice: Error, CustomStringConvertible {
  var description: String { "no audio device" }
}

@Test func runtimeSpeaksEachQuestionAndReportsTheFinish() async throws {
  let log = CallLog()
  let runtime = try runtime(log)
  await runtime.send(.sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let first = try #require(await runtime.state.current?.question)
  await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 1)))
  let second = try #require(await runtime.state.current?.question)
  await runtime.send(.replayRequested)
  await runtime.send(.answerSubmitted(second.answer, at: Date(timeIntervalSince1970: 2)))
  #expect(
    log.all == [
      "speak \(SpokenPart.written(of: first.spokenParts)) \(first.reading.canonical) by f2",
      "speak \(SpokenPart.written(of: second.spokenParts)) \(second.reading.canonical) by f2",
      "speak \(SpokenPart.written(of: second.spokenParts)) \(second.reading.canonical) by f2",
      "finished",
    ])
  #expect(await runtime.state.isSpeaking == false)
  #expect(await runtime.state.summary.totals.correct == 2)
}

/// The store is opened when the session starts, and each finished challenge is stored before
/// the next question is presented or said: a process killed once the next question is out has
/// every finished challenge.
@Test func eachFinishedChallengeIsStoredBeforeTheNextQuestionIsPut() async throws {
  let log = CallLog()
  let history = HistoryClient(
    open: {
      log.append("open")
      return nil
    },
    record: { challenge, _ in
      log.append("record Q\(challenge.number) \(challenge.submissions.map(\.text))")
      return nil
    },
    finish: { end, _ in
      log.append("end at \(end.timeIntervalSince1970)")
      return nil
    })
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  let runtime = QuizRuntime(
    state: Quiz.State(topics: [topic], seed: 1, mode: .questions(2)),
    speaker: Speaker(speak: { log.append("speak \($0.reading)") }, cancel: {}),
    clock: RuntimeClock(now: { Date(timeIntervalSince1970: 5) }), waitsForSpeech: false,
    present: { action, state, _ in
      // When a question has been said depends on the speaking task; only the steps matter.
      guard action != .speechFinished else { return }
      log.append(state.current.map { "present Q\($0.number)" } ?? "present the summary")
    },
    history: history, finished: { _ in log.append("finished") })
  await runtime.start()
  let first = try #require(await runtime.state.current?.question)
  await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 6)))
  let second = try #require(await runtime.state.current?.question)
  await runtime.send(.answerSubmitted(second.answer, at: Date(timeIntervalSince1970: 7)))
  #expect(
    log.all.filter { !$0.hasPrefix("speak") } == [
      "open", "present Q1", "record Q1 [Optional(\"\(first.answer)\")]", "present Q2",
      "record Q2 [Optional(\"\(second.answer)\")]", "present the summary", "end at 7.0",
      "finished",
    ])
}

/// A store that cannot be opened is told when the session starts, once, and nothing more is
/// written.
@Test func aStoreThatCannotBeOpenedIsToldAtTheStart() async throws {
  let log = CallLog()
  let sentence = "the history store is not a database; this session goes on without history."
  let recorder = HistoryRecorder(failing: .init(open: sentence))
  let runtime = try runtime(log, mode: .questions(1), history: .recording(recorder))
  await runtime.start()
  #expect(await runtime.state.historyProblem == sentence)
  #expect(await runtime.state.phase == .asking)
  #expect(recorder.calls == [.open])
}

/// A failure to end the session is still told, before the session closes.
@Test func aHistoryFailureAtTheEndIsToldBeforeTheSessionCloses() async throws {
  let log = CallLog()
  let sentence = "the history store is not a database; this session goes on without history."
  let recorder = HistoryRecorder(failing: .init(finish: sentence))
  let runtime = try runtime(log, mode: .questions(1), history: .recording(recorder))
  await runtime.send(.sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let first = try #require(await runtime.state.current?.question)
  await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 1)))
  #expect(
    log.all == [
      "speak \(SpokenPart.written(of: first.spokenParts)) \(first.reading.canonical) by f2",
      "history problem: \(sentence)", "finished",
    ])
  #expect(recorder.calls.count == 2)
  #expect(recorder.calls.last == .finish(Date(timeIntervalSince1970: 1), nil))
}

@Test func aSpeakerFailureReachesTheQuizAndNothingIsSpokenAfterIt() async throws {
  let log = CallLog()
  let runtime = try runtime(log, failing: true)
  await runtime.send(.sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let first = try #require(await runtime.state.current?.question)
  #expect(await runtime.state.soundProblem == "no audio device; showing the readings as text.")
  await runtime.send(.replayRequested)
  await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 1)))
  #expect(log.all == ["speak \(SpokenPart.written(of: first.spokenParts)) \(first.reading.canonical) by f2"])
  #expect(await runtime.state.phase == .asking)
  #expect(await runtime.state.prompts == 3)
  #expect(await runtime.state.summary.totals.correct == 1)
}

@Test func theSummaryHearsAMissedQuestionAgainThroughTheSpeaker() async throws {
  let log = CallLog()
  let runtime = try runtime(log, mode: .questions(1))
  await runtime.send(.sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let first = try #require(await runtime.state.current?.question)
  await runtime.send(.answerRevealed(at: Date(timeIntervalSince1970: 1)))
  await runtime.send(.revealDismissed(at: Date(timeIntervalSince1970: 2)))
  #expect(await runtime.state.phase == .finished)
  await runtime.send(.missedReplayRequested(0))
  await runtime.send(.missedReplayRequested(1))
  await runtime.send(.summaryDismissed)
  let said = "speak \(SpokenPart.written(of: first.spokenParts)) \(first.reading.canonical) by f2"
  // Said when asked, and (this runtime waits for each utterance) said again from the summary; an
  // index past the missed list says nothing.
  #expect(log.all == [said, "finished", said])
  #expect(await runtime.state.isSpeaking == false)
}

/// A time-limited session as the live screen runs it (sound playing while the learner types)
/// waits on the runtime's clock between ticks: on the stepping clock, three seconds run out
/// after three ticks, with no waiting. Alone it takes about 10 ms; the deadline is for a whole
/// run, whose sweeps hold both threads of the cooperative pool that the ticks need for minutes.
@Test func aTimeLimitRunsOutOnTheRuntimesClockWithoutWaiting() async throws {
  let log = CallLog()
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  let runtime = QuizRuntime(
    state: Quiz.State(topics: [topic], seed: 1, mode: .time(seconds: 3), sound: false),
    speaker: Speaker(speak: { _ in log.append("speak") }, cancel: {}),
    clock: .stepping(from: 100), waitsForSpeech: false,
    present: { action, state, effects in
      log.append("\(action) → \(state.phase) \(state.remainingSeconds ?? -1) \(effects.count)")
    },
    finished: { _ in log.append("finished") })
  let started = ContinuousClock.now
  await runtime.start()
  while !log.all.contains("finished"), ContinuousClock.now - started < .seconds(600) {
    try await Task.sleep(for: .milliseconds(1))
  }
  let start = Date(timeIntervalSince1970: 100)
  #expect(
    log.all == [
      "sessionStarted(at: \(start)) → asking 3.0 1",
      "timerTicked(at: \(start + 1)) → asking 2.0 0",
      "timerTicked(at: \(start + 2)) → asking 1.0 0",
      "timerTicked(at: \(start + 3)) → finished 0.0 1",
      "finished",
    ])
}

/// The store's calls run on the runtime's write queue, not on a thread of the cooperative pool,
/// and each is awaited: an action sent while a challenge is being written is presented only
/// after the question that write comes before.
@Test func historyCallsRunOnTheWriteQueueAndAnotherActionWaitsForTheWrite() async throws {
  let log = CallLog()
  let queue = BlockingQueue(label: "test history", bound: 1)
  let writing = DispatchSemaphore(value: 0)
  let go = DispatchSemaphore(value: 0)
  let history = HistoryClient(
    open: {
      log.append("open on the queue: \(queue.isCurrent)")
      return nil
    },
    record: { challenge, _ in
      if challenge.number == 1 {
        writing.signal()
        _ = go.wait(timeout: .now() + 30)
      }
      log.append("record Q\(challenge.number) on the queue: \(queue.isCurrent)")
      return nil
    },
    finish: { _, _ in
      log.append("finish on the queue: \(queue.isCurrent)")
      return nil
    })
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  let runtime = QuizRuntime(
    state: Quiz.State(topics: [topic], seed: 1, mode: .questions(2), sound: false),
    speaker: Speaker(speak: { _ in }, cancel: {}),
    clock: RuntimeClock(now: { Date(timeIntervalSince1970: 5) }), waitsForSpeech: false,
    present: { action, state, _ in
      let what = state.current.map { "Q\($0.number)" } ?? "the summary"
      log.append(action == .replayRequested ? "present the replay" : "present \(what)")
    },
    history: history, writes: queue, finished: { _ in log.append("finished") })
  await runtime.start()
  let first = try #require(await runtime.state.current?.question)
  let answer = Task { await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 6))) }
  #expect(await Task.detached { writing.wait(timeout: .now() + 30) }.value == .success)
  let replay = Task { await runtime.send(.replayRequested) }
  try await Task.sleep(for: .milliseconds(100))
  go.signal()
  await answer.value
  await replay.value
  let second = try #require(await runtime.state.current?.question)
  await runtime.send(.answerSubmitted(second.answer, at: Date(timeIntervalSince1970: 7)))
  #expect(
    log.all == [
      "open on the queue: true", "present Q1", "record Q1 on the queue: true", "present Q2",
      "present the replay", "record Q2 on the queue: true", "present the summary",
      "finish on the queue: true", "finished",
    ])
}

/// The queue runs one job at a time, in order, and holds no more than its bound: the other
/// callers wait, without a thread, for room.
@Test func aWriteQueueRunsJobsInOrderAndHoldsNoMoreThanItsBound() async throws {
  let queue = BlockingQueue(label: "test bound", bound: 2)
  let log = CallLog()
  let go = DispatchSemaphore(value: 0)
  let first = Task { await queue.run { _ = go.wait(timeout: .now() + 30); log.append("job 0") } }
  let deadline = ContinuousClock.now + .seconds(30)
  while queue.jobsHeld == 0, ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(1))
  }
  let rest = (1...5).map { index in Task { await queue.run { log.append("job \(index)") } } }
  // Once the bound is reached, the other callers have a while longer to push past it.
  while queue.jobsHeld < 2, ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(1))
  }
  try await Task.sleep(for: .milliseconds(100))
  #expect(queue.jobsHeld == 2)
  go.signal()
  await first.value
  for task in rest { await task.value }
  #expect(queue.jobsHeld == 0)
  #expect(log.all.count == 6 && log.all.first == "job 0")
}
