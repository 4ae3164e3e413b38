import Foundation
import TestSupport
import Testing

@Test func aTopicFileChangedSinceItWasFoundWholeIsNamedByTopicsAndRefusedByDrill() async throws {
  let config = try TemporaryFolder.make("countbiki-config")
  let environment = try Binary.environment(config: config)
  let home = URL(fileURLWithPath: try #require(environment["HOME"]))
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
