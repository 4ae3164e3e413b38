import CountBikiKit
import HistoryClient
import Testing

/// An adaptive session keeps a threshold only when some answer was judged: one that ended at
/// once would put its starting level into the learner's thresholds as if measured.
@Test func aThresholdIsKeptOnlyFromJudgedAnswers() throws {
  var staircase = Staircase(startingSNR: 20, scene: "shop")
  #expect(HistoryRecords.threshold(staircase) == nil)
  staircase.record(right: false)
  let kept = try #require(HistoryRecords.threshold(staircase))
  #expect(kept.scene == "shop")
  #expect(kept.answers == 1)
  #expect(!kept.found)
}
