import Foundation
import TestSupport
import Testing

@Test func aTopicFileChangedSinceItWasFoundWholeIsNamedByTopicsAndRefusedByDrill() async throws {
  let config = try TemporaryFolder.make("countbiki-config")
  var environment = try Binary.environment(config: config)
  let home = URL(fileURLWithPath: try #require(environment["HOME"]))
  // A cache of its own: the record this test reads is this test's alone.
  environment["XDG_CACHE_HOME"] = home.appendingPathComponent(".cache").path
  defer {
    try? FileManager.default.removeItem(at: config)
    try? FileManager.default.removeItem(at: home)
  }
  let folder = config.appendingPathComponent("countbiki/topics")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent("mine.json")
  let tea = #"{"id": "mine.tea", "title": "Tea", "kind": "range", "min": 1, "max": 5, "counter": "杯"}"#
  try #"{"category": "mine", "topics": [\#(tea)]}"#.write(to: file, atomically: true, encoding: .utf8)

  // Found whole, then listed from the record: the same listing both times.
  for _ in 0..<2 {
    let listed = try await Binary.run(["topics", "mine"], environment: environment)
    #expect(listed.status == 0)
    #expect(listed.output == "mine — mine\n  mine.tea  Tea\n")
    #expect(listed.error == "")
  }
  let record = home.appendingPathComponent(".cache/countbiki/checked-topics")
  let builtIn = try FileManager.default.contentsOfDirectory(
    atPath: PackageFolder.root.appendingPathComponent("Topics").path)
  #expect(
    try String(contentsOf: record, encoding: .utf8).split(separator: "\n").count
      == builtIn.filter { $0.hasSuffix(".json") }.count + 1)

  // The same file with a bad topic added: named on every listing, and drill refuses it.
  let bad = #"{"id": "mine.bad", "title": "Bad", "kind": "range", "min": 1, "max": 10, "step": 4}"#
  try #"{"category": "mine", "topics": [\#(bad), \#(tea)]}"#.write(
    to: file, atomically: true, encoding: .utf8)
  let skipping =
    "countbiki: skipping a topic: \(file.path): topics[0] (mine.bad).step: 4 does not divide max − min (9)\n"
  for _ in 0..<2 {
    let listed = try await Binary.run(["topics", "mine"], environment: environment)
    #expect(listed.status == 0)
    #expect(listed.output == "mine — mine\n  mine.tea  Tea\n")
    #expect(listed.error == skipping)
  }
  let drill = try await Binary.run(["drill", "mine.bad", "--audio", "none"], environment: environment)
  #expect(drill.status == 2)
  #expect(drill.output == "")
  #expect(drill.error.hasPrefix(skipping))
  #expect(drill.error.contains("there is no topic or category “mine.bad”"))
}

/// A drill or `generate` reads the built-in files from the record once they were found whole, and
/// each topic makes its generator when first used: it asks exactly what the same topic asks when
/// every file is checked, for a plain topic, a situation's sentences and a mix of categories.
@Test(arguments: [
  ["money.conbini", "--count", "20", "--seed", "3"],
  ["station.departure", "--context", "sentence", "--count", "20", "--seed", "3"],
  ["money", "dates", "counters", "shop.total", "--context", "mix", "--count", "40", "--seed", "7"],
])
func aTopicReadFromTheRecordAsksWhatItAsksWhenCheckedWhole(_ arguments: [String]) async throws {
  let cache = try TemporaryFolder.make("countbiki-cache")
  defer { try? FileManager.default.removeItem(at: cache) }
  var environment = try Binary.environment(config: nil)
  environment["XDG_CACHE_HOME"] = cache.path
  let record = cache.appendingPathComponent("countbiki/checked-topics")
  let whole = try await Binary.run(["generate", "--json"] + arguments, environment: environment)
  #expect(FileManager.default.fileExists(atPath: record.path))
  let recorded = try await Binary.run(["generate", "--json"] + arguments, environment: environment)
  #expect(whole.status == 0 && whole.error == "", "\(whole.error)")
  #expect(recorded.status == 0 && recorded.error == "", "\(recorded.error)")
  #expect(!whole.output.isEmpty)
  #expect(recorded.output == whole.output)
}
