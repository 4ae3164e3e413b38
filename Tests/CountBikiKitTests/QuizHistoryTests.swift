import Foundation
import Testing

@testable import CountBikiKit

private let history =
  "the history store /tmp/h.sqlite3 is not a database; this session goes on without history."

@Test func aHistoryFailureIsKeptOnceAndTheSessionGoesOn() {
  var (store, _) = QuizTestStore.started(.questions(3), sound: true)
  store.send(.historyFailed(history), effects: []) { $0.historyProblem = history }
  // A second failure is no news: the first sentence stays.
  store.send(.historyFailed("the disk is full"), effects: [])
  #expect(store.state.notice == history)
  #expect(store.state.phase == .asking)
}

@Test func theNoticeTellsTheSoundAndTheHistoryProblemsTogether() {
  var (store, _) = QuizTestStore.started(.questions(3), sound: true)
  let sound = "no audio device could be opened; showing the readings as text."
  store.send(.speechFailed(sound), effects: []) {
    $0.isSpeaking = false
    $0.sound = .failed(sound)
  }
  store.send(.historyFailed(history), effects: []) { $0.historyProblem = history }
  #expect(store.state.notice == sound + " " + history)
}
