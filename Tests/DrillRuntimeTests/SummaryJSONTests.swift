import CountBikiKit
import DrillRuntime
import Foundation
import TestSupport
import Testing

/// A challenge the summary cannot encode is not dropped without a word: the list is closed as
/// valid JSON and the end says how many are missing.
@Test func aChallengeThatCannotBeEncodedIsReportedAtTheEnd() throws {
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  var state = Quiz.State(topics: [topic], seed: 1, mode: .questions(1), sound: false)
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let question = try #require(state.current?.question)
  let written = CallLog()
  let summary = SummaryJSON(write: { written.append($0) })
  summary.begin()
  summary.add(Challenge(number: 1, question: question, askedAt: .nan))
  let error = #expect(throws: SummaryJSON.Unwritten.self) { try summary.end(state.summary) }
  #expect(
    error?.description
      == "1 challenge could not be written as JSON (a time that is not a number) and is missing "
      + "from the list; report this with the command you ran.")
  let text = written.all.joined()
  #expect(text.hasPrefix("{\n  \"challenges\" : [\n\n  ],\n"))
  #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
}
