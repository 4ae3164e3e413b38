import Foundation
import Testing

@testable import History
@testable import HistoryClient

/// The rows `history export --csv` writes, before quoting.
@Suite struct HistoryTableTests {
  @Test func eachSubmissionIsARowWithItsChallengeAndSession() {
    let sessions = [
      StoredSession(id: 3, session: session(), endedAt: nil, questions: 2, correct: 1)
    ]
    let challenges = [
      StoredChallenge(session: 3, challenge: challenge(1, patterns: ["hyaku", "en"])),
      StoredChallenge(session: 3, challenge: challenge(2, offset: 10, missed: true)),
    ]
    #expect(HistoryTable.header.count == 20)
    #expect(
      HistoryTable.rows(sessions: sessions, challenges: challenges) == [
        [
          "3", "7", "2025-12-01T09:00:00Z", "1", "money.conbini", "listening", "123", "¥123",
          "ひゃくにじゅうさんえん", "123", "hyaku; en", "correct", "2025-12-01T09:00:00Z", "1",
          "correct", "123", "2025-12-01T09:00:02Z", "", "", "",
        ],
        [
          "3", "7", "2025-12-01T09:00:00Z", "2", "money.conbini", "listening", "123", "¥123",
          "ひゃくにじゅうさんえん", "123", "", "missed", "2025-12-01T09:00:10Z", "1", "incorrect",
          "132", "2025-12-01T09:00:12Z", "", "", "",
        ],
        [
          "3", "7", "2025-12-01T09:00:00Z", "2", "money.conbini", "listening", "123", "¥123",
          "ひゃくにじゅうさんえん", "123", "", "missed", "2025-12-01T09:00:10Z", "2", "correct",
          "123", "2025-12-01T09:00:15Z", "", "", "",
        ],
      ])
  }

  @Test func aChallengeWithoutSubmissionsOrSessionKeepsItsOwnRow() {
    let bare = ChallengeRecord(
      number: 1, topic: "dates", skill: "reading", values: [4, 1], display: "4月1日",
      reading: "しがつついたち", answer: "4/1", patterns: [], askedAt: morning, submissions: [],
      outcome: .skipped, voice: "mei", template: "dates/birthday")
    #expect(
      HistoryTable.rows(sessions: [], challenges: [StoredChallenge(session: 9, challenge: bare)])
        == [
          [
            "9", "", "", "1", "dates", "reading", "4 1", "4月1日", "しがつついたち", "4/1", "",
            "skipped", "2025-12-01T09:00:00Z", "", "", "", "", "", "dates/birthday", "mei",
          ]
        ])
  }
}
