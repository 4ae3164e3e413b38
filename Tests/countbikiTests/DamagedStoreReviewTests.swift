import Foundation
import TestSupport
import Testing

@testable import History

extension HistoryEndToEndTests {
  /// A store with a damaged index while its review schedule is whole: before, `review` read the
  /// schedule and drilled on (status 0, not a word of the damage; the campaign saw "nothing is
  /// due"); now it names the damage in one sentence and exits 1.
  @Test func aReviewOfADamagedStoreNamesTheDamage() async throws {
    let day1 = 1_767_258_000
    let drill = try await run(
      ["drill", "counters.hon", "--seed", "1", "--questions", "5", "--audio", "none"],
      input: "12\n15\n21\n20\n9\n16\n", clock: day1)
    #expect(drill.status == 0)
    let root = try HistoryStore(path: store).withDatabase { database throws(HistoryError) in
      try database.scalar(
        "SELECT rootpage FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'challenges' LIMIT 1"
      ) ?? 0
    }
    // The closed store has no write-ahead log left; scramble the cells of an index's page.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: store))
    try handle.seek(toOffset: UInt64(root * 4096 - 512))
    try handle.write(contentsOf: Data(repeating: 0x7F, count: 512))
    try handle.close()
    let review = try await run(["review", "--seed", "1", "--audio", "none"], clock: day1 + 86_400)
    #expect(review.status == 1)
    #expect(review.output == "")
    #expect(
      review.error
        == "countbiki review: the history store \(store) is damaged (SQLite's check found damaged pages); run `countbiki history check` and keep a copy of the file before moving it aside.\n"
    )
  }
}
