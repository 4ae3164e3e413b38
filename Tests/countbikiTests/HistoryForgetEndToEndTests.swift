import Foundation
import History
import HistoryClient
import TestSupport
import Testing

/// `history forget` with a name that is no topic or category is a usage error, not "nothing to
/// forget" with status 0.
@Test func forgettingANameThatIsNoTopicIsAUsageError() async throws {
  let folder = try TemporaryFolder.make("countbiki-forget")
  defer { try? FileManager.default.removeItem(at: folder) }
  var environment = try Binary.environment(config: nil)
  environment["COUNTBIKI_HISTORY"] = folder.appendingPathComponent("history.sqlite3").path
  _ = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "893\n",
    environment: environment)
  let unknown = try await Binary.run(
    ["history", "forget", "nosuch.topic", "--yes"], environment: environment)
  #expect(unknown.status == 2)
  #expect(unknown.output == "")
  #expect(unknown.error.hasPrefix("countbiki history: "))
  #expect(unknown.error.contains("nosuch.topic"))
  #expect(unknown.error.filter { $0 == "\n" }.count == 1)
  // A real topic with nothing stored is still "nothing to forget", status 0.
  let empty = try await Binary.run(
    ["history", "forget", "counters.hon", "--yes"], environment: environment)
  #expect(empty.status == 0)
  #expect(empty.output.hasPrefix("Nothing to forget: "))
}
