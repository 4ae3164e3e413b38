import CountBikiKit
import DrillRuntime
import Foundation
import HistoryClient
import LiveDrill
import ProcessIO
import Screen
import Synchronization
import TerminalInput
import TestSupport
import Testing

/// A terminal a test drives: it keeps the frame last drawn and what was printed after the
/// session, and puts keys and signals in as a learner's terminal would.
final class TestTerminal: Sendable {
  let events = EventQueue<InteractiveDrill.Event>()
  private let shown = Mutex<Frame?>(nil)
  private let printedText = Mutex("")
  private let window: Mutex<TerminalSize>
  /// How often raw mode was entered and left.
  let entered = Atomic(0)
  let left = Atomic(0)

  init(size: TerminalSize = .standard) {
    window = Mutex(size)
  }

  var terminal: LiveTerminal {
    LiveTerminal(
      events: events, size: { self.window.withLock { $0 } },
      draw: { frame, _ in self.shown.withLock { $0 = frame } },
      enter: { self.entered.add(1, ordering: .relaxed) },
      leave: { self.left.add(1, ordering: .relaxed) }, suspend: {},
      print: { text in self.printedText.withLock { $0 += text } })
  }

  var printed: String { printedText.withLock { $0 } }

  func type(_ text: String) {
    for character in text { events.send(.terminal(.key(.character(character)))) }
  }

  func press(_ keys: Key...) {
    for key in keys { events.send(.terminal(.key(key))) }
  }

  func resize(to size: TerminalSize) {
    window.withLock { $0 = size }
    events.send(.terminal(.resized))
  }

  /// The screen once it shows `text`; fails after `patience`.
  @discardableResult
  func waitFor(_ text: String) async throws -> String {
    try await Deadline.poll(patience, "the screen never showed “\(text)”") {
      shown.withLock { frame in frame.map(\.text).flatMap { $0.contains(text) ? $0 : nil } }
    }
  }
}

/// How long a test waits for the drill. The whole suite starts at once and shares the few
/// threads of Swift's pool (two on a two-core machine): the drill's runtime takes its turn among
/// hundreds of tests, so on a loaded machine a screen can take minutes to come. A drill that hangs
/// still fails.
let patience = Duration.seconds(300)

/// Work on a thread of its own (never one of the pool's), whose result a test waits for with a
/// deadline.
final class Running<Value: Sendable>: Sendable {
  private let result = Mutex<Result<Value, any Error>?>(nil)

  init(_ body: @escaping @Sendable () throws -> Value) {
    Thread {
      let ended = Result { try body() }
      self.result.withLock { $0 = ended }
    }.start()
  }

  /// What the work returned, once it has; fails after `patience`.
  var value: Value {
    get async throws {
      try await Deadline.poll(patience, "it never ended") { try result.withLock { try $0?.get() } }
    }
  }
}

/// The live drill in process, on a terminal of the test's: seed 1 of money.conbini asks ¥893,
/// ¥1,144 and ¥1,460 (as `countbiki generate money.conbini --seed 1` prints them).
@Suite struct LiveDrillTests {
  let topic = try! #require(BuiltIn.catalog.topic(id: "money.conbini"))

  /// Runs a session of `mode` on `console` on a thread of its own; the status it ends with.
  func drill(
    _ mode: Mode, on console: TestTerminal, history: HistoryClient = .none,
    clock: RuntimeClock = .stepping(from: 1_000)
  ) -> Running<Int32> {
    let (topic, terminal) = (topic, console.terminal)
    return Running {
      try InteractiveDrill.run(
        replay: "countbiki drill money.conbini --seed 1", state: Quiz.State(
          topics: [topic], seed: 1, mode: mode, sound: false),
        title: "money.conbini: Convenience store", color: false, showsReading: false,
        speaker: .silent, history: history, clock: clock, terminal: terminal)
    }
  }

  @Test func aWrongTryASkipAndARightAnswerAreKeptAndSummed() async throws {
    let console = TestTerminal()
    let recorder = HistoryRecorder()
    let session = drill(.questions(3), on: console, history: .recording(recorder))
    var screen = try await console.waitFor("1/3")
    #expect(screen.hasPrefix("money.conbini: Convenience store"))
    console.type("894")
    console.press(.enter)
    screen = try await console.waitFor("Wrong: you typed 894. Try again.")
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    console.type("893")
    console.press(.enter)
    try await console.waitFor("Right, after 1 miss: ¥893")
    console.type("?")
    screen = try await console.waitFor("Answer: ¥1,144")
    #expect(screen.contains("    せんひゃくよんじゅうよえん\n    typed as 1144"))
    console.press(.enter)
    try await console.waitFor("3/3")
    console.type("1460")
    console.press(.enter)
    screen = try await console.waitFor("Right: ¥1,460")
    #expect(screen.hasSuffix("correct 1   missed 1   skipped 1\n" + String(repeating: "-", count: 80) + "\nEnter summary"))
    console.press(.enter)
    screen = try await console.waitFor("Session summary")
    #expect(screen.contains("> 1. ¥893  =  893  typed “894”  はっぴゃくきゅうじゅうさんえん"))
    console.type("q")
    #expect(try await session.value == 0)
    let printed = console.printed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      printed.prefix(3) == [
        "Topic      money.conbini: Convenience store", "Mode       3 questions   seed 1",
        "Questions  3: correct 1, missed 1, skipped 1",
      ])
    #expect(printed.dropFirst(3).first?.hasPrefix("Accuracy   33%   median answer time ") == true)
    #expect(
      printed.dropFirst(4) == [
        "Missed and skipped:",
        "  1. ¥893  =  893  typed “894”  はっぴゃくきゅうじゅうさんえん",
        "  2. ¥1,144  =  1144  skipped  せんひゃくよんじゅうよえん",
        "Replay this session: countbiki drill money.conbini --seed 1",
      ])
    let outcomes = recorder.calls.compactMap { call -> String? in
      guard case .record(let challenge, _) = call else { return nil }
      return "\(challenge.question.display) \(challenge.outcome?.rawValue ?? "-")"
    }
    #expect(outcomes == ["¥893 missed", "¥1,144 skipped", "¥1,460 correct"])
    #expect(console.entered.load(ordering: .relaxed) == 1)
    #expect(console.left.load(ordering: .relaxed) >= 1)
  }

  @Test func theSummaryDrillsTheMissedQuestionsAgainInARoundOfTheirOwn() async throws {
    let console = TestTerminal()
    let session = drill(.questions(2), on: console)
    try await console.waitFor("1/2")
    console.type("?")
    try await console.waitFor("Answer: ¥893")
    console.press(.enter)
    try await console.waitFor("2/2")
    console.type("1144")
    console.press(.enter)
    try await console.waitFor("Right: ¥1,144")
    console.press(.enter)
    try await console.waitFor("Session summary")
    console.type("d")
    let screen = try await console.waitFor("1/1")
    #expect(screen.hasPrefix(DrillScreen.title("money.conbini: Convenience store", round: 2)))
    console.type("893")
    console.press(.enter)
    try await console.waitFor("Right: ¥893")
    console.press(.enter)
    try await console.waitFor("Session summary")
    console.type("q")
    #expect(try await session.value == 0)
    #expect(console.printed.contains("Questions  2: correct 1, missed 0, skipped 1"))
  }

  @Test func aStopSignalEndsTheSessionWithItsSummaryAndStatus() async throws {
    let console = TestTerminal()
    let session = drill(.infinite, on: console)
    try await console.waitFor("money.conbini: Convenience store")
    console.type("89")
    console.events.send(.terminal(.terminate(SIGTERM)))
    #expect(try await session.value == 128 + SIGTERM)
    #expect(
      console.printed == """
        Topic      money.conbini: Convenience store
        Mode       no limit   seed 1
        Questions  0: correct 0, missed 0, skipped 0
        Accuracy   -   median answer time -
        Replay this session: countbiki drill money.conbini --seed 1
        """)
  }

  /// With no more input there is no one to read the summary screen: the summary is printed.
  @Test func closedInputEndsTheSessionWithItsSummaryPrinted() async throws {
    let console = TestTerminal()
    let session = drill(.questions(3), on: console)
    try await console.waitFor("1/3")
    console.type("893")
    console.press(.enter)
    try await console.waitFor("Right: ¥893")
    console.events.send(.terminal(.closed))
    #expect(try await session.value == 0)
    #expect(console.printed.contains("Mode       3 questions   seed 1\nQuestions  1: correct 1, missed 0, skipped 0"))
  }

  /// On the stepping clock a time limit runs out without that time passing.
  @Test func aTimeLimitEndsOnTheRuntimesClock() async throws {
    let console = TestTerminal()
    // A minute: each of its ticks waits its turn among the whole suite's tests, so the limit is
    // kept short; the end-to-end test runs ten minutes of the same clock.
    let session = drill(.time(seconds: 60), on: console)
    try await console.waitFor("Session summary")
    console.type("q")
    #expect(try await session.value == 0)
    #expect(console.printed.contains("Mode       60 seconds   seed 1\nQuestions  0: correct 0"))
  }

  @Test func aWindowTooSmallSaysSoUntilItGrows() async throws {
    let console = TestTerminal(size: TerminalSize(columns: 28, rows: 10))
    let session = drill(.questions(1), on: console)
    try await console.waitFor("Window too small (28x10).")
    console.resize(to: .standard)
    try await console.waitFor("1/1")
    console.type("q")
    try await console.waitFor("Session summary")
    console.type("q")
    #expect(try await session.value == 0)
  }
}

/// The topic picker in process: the built-in catalog, chosen by number and arrows.
@Suite struct TopicPickerTests {
  func choose(on console: TestTerminal, last: String? = nil) -> Running<TopicPickerFlow.Picked?> {
    let terminal = console.terminal
    return Running {
      try TopicPicker.choose(
        from: BuiltIn.catalog, last: last, color: false, askMode: false, on: terminal)
    }
  }

  @Test func aCategoryByNumberThenATopicByArrowIsPicked() async throws {
    let console = TestTerminal()
    let picking = choose(on: console)
    let screen = try await console.waitFor("Choose a category")
    #expect(screen.contains(">  1  numbers"))
    console.type("2")
    console.press(.enter)
    try await console.waitFor("Choose a topic in money")
    console.press(.down, .enter)
    let picked = try await picking.value
    #expect(picked?.name == "money.conbini")
    #expect(picked?.mode == nil)
    // The terminal stays in raw mode on the alternate screen for the drill that follows.
    #expect(console.left.load(ordering: .relaxed) == 0)
  }

  @Test func quittingPicksNothingAndGivesTheTerminalBack() async throws {
    let console = TestTerminal()
    let picking = choose(on: console, last: "money.conbini")
    let screen = try await console.waitFor("Choose a category")
    #expect(screen.contains(">  2  money"))
    console.type("q")
    #expect(try await picking.value == nil)
    #expect(console.left.load(ordering: .relaxed) == 1)
  }

  @Test func aStopSignalEndsThePickerAsAStop() async throws {
    let console = TestTerminal()
    let picking = choose(on: console)
    try await console.waitFor("Choose a category")
    console.events.send(.terminal(.terminate(SIGHUP)))
    await #expect(throws: StopSignal.self) { try await picking.value }
    #expect(console.left.load(ordering: .relaxed) == 1)
  }
}
