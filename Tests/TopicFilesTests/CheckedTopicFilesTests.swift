import CountBikiKit
import Foundation
import TestSupport
import Testing

@testable import TopicFiles

private let builtIn = PackageFolder.root.appendingPathComponent("Topics")

@Test func topicsOfFilesFoundWholeBeforeMakeTheSameGeneratorsOnFirstUse() throws {
  let cache = try TemporaryFolder.make("countbiki-cache")
  defer { try? FileManager.default.removeItem(at: cache) }
  let environment = ["XDG_CACHE_HOME": cache.path]
  var checked = CheckedTopicFiles(environment: environment)
  #expect(checked.known.isEmpty)
  var first = TopicCatalog()
  first.load(directory: builtIn, checked: &checked)
  checked.save()
  let files = try FileManager.default.contentsOfDirectory(atPath: builtIn.path)
    .filter { $0.hasSuffix(".json") }
  let record = try String(
    contentsOf: cache.appendingPathComponent("countbiki/checked-topics"), encoding: .utf8)
  #expect(record.split(separator: "\n").count == files.count)

  var again = CheckedTopicFiles(environment: environment)
  #expect(again.known.count == files.count)
  var second = TopicCatalog()
  second.load(directory: builtIn, checked: &again)
  #expect(second.problems == [])
  #expect(second.categories.map(\.id) == first.categories.map(\.id))
  #expect(second.topics.map(\.id) == first.topics.map(\.id))
  #expect(second.topics.map(\.title) == first.topics.map(\.title))
  #expect(second.topics.map(\.notes) == first.topics.map(\.notes))
  // Made later, not now: the topics differ from those checked, their generators do not.
  #expect(second.topics != first.topics)
  #expect(second.topics.map(\.generator) == first.topics.map(\.generator))
}

@Test func aFileIsKnownByItsBytesAndOnlyWhenFoundWhole() throws {
  let cache = try TemporaryFolder.make("countbiki-cache")
  let topics = try TemporaryFolder.make("countbiki-topics")
  defer {
    try? FileManager.default.removeItem(at: cache)
    try? FileManager.default.removeItem(at: topics)
  }
  let file = topics.appendingPathComponent("mine.json")
  let good =
    #"{"category": "mine", "topics": [{"id": "mine.a", "title": "A", "kind": "range", "min": 1, "max": 9}]}"#
  try good.write(to: file, atomically: true, encoding: .utf8)
  var checked = CheckedTopicFiles(environment: ["XDG_CACHE_HOME": cache.path])
  var catalog = TopicCatalog()
  catalog.load(file: file, checked: &checked)
  #expect(checked.whole == [checked.key(Data(good.utf8))!])

  // One byte more is another file; a file with a problem is not recorded.
  #expect(checked.key(Data((good + " ").utf8)) != checked.key(Data(good.utf8)))
  let bad = good.replacingOccurrences(of: #""max": 9"#, with: #""max": 0"#)
  try bad.write(to: file, atomically: true, encoding: .utf8)
  checked.whole = []
  catalog = TopicCatalog()
  catalog.load(file: file, checked: &checked)
  #expect(checked.whole == [])
  #expect(catalog.problems.count == 1)

  // Without a cache folder nothing is known and nothing is written.
  #expect(CheckedTopicFiles(environment: [:]).record == nil)
  #expect(CheckedTopicFiles.none.key(Data(good.utf8)) == nil)
}

/// Two builds (or a build and an installed copy) that take turns keep each other's keys: a save
/// adds its own new keys first and keeps the earlier ones, up to `recordedKeys`, and a run that
/// knew every file writes nothing.
@Test func aSaveKeepsTheKeysOfOtherBuildsAndAddsOnlyWhatIsNew() throws {
  let cache = try TemporaryFolder.make("countbiki-cache")
  defer { try? FileManager.default.removeItem(at: cache) }
  let record = cache.appendingPathComponent("checked-topics")
  func recorded() throws -> [UInt64] {
    try String(contentsOf: record, encoding: .utf8).split(separator: "\n")
      .compactMap { UInt64($0, radix: 16) }
  }
  var one = CheckedTopicFiles(record: record.path, program: 1, known: [])
  one.whole = [10, 11]
  one.save()
  #expect(try recorded() == [10, 11])
  var other = CheckedTopicFiles(record: record.path, program: 2, known: [])
  other.whole = [20, 21]
  other.save()
  #expect(try recorded() == [20, 21, 10, 11])
  // Everything known already: the record is left alone.
  var again = CheckedTopicFiles(record: record.path, program: 1, known: [10, 11, 20, 21])
  again.whole = [10, 11]
  try FileManager.default.removeItem(at: record)
  again.save()
  #expect(!FileManager.default.fileExists(atPath: record.path))
  // The oldest keys go past the limit.
  var many = CheckedTopicFiles(record: record.path, program: 3, known: [])
  many.whole = Set((1...UInt64(CheckedTopicFiles.recordedKeys)).map { $0 + 1000 })
  try "10\n".write(to: record, atomically: true, encoding: .utf8)
  many.save()
  #expect(try recorded().count == CheckedTopicFiles.recordedKeys)
  #expect(try !recorded().contains(0x10))
}
