import Testing

@testable import CountBikiKit

/// A plain number, money or a counted number as the generators make them.
private func number(_ value: Int64, counter: Counter? = nil, money: Bool = false) -> Question {
  Generator.counted(value, topic: "t", counter: counter, money: money, grouped: true)
}

private func cause(_ typed: String, _ question: Question) -> MissCause {
  MissDiagnosis.diagnose(typed, for: question).cause
}

@Test func swappedDigitsInTheLastPlacesAreSwapped() {
  let diagnosis = MissDiagnosis.diagnose("1243", for: number(1234))
  #expect(diagnosis == MissDiagnosis(.swappedDigits, "you swapped 3 and 4"))
}

@Test func tenTimesTheNumberIsPlaceValue() {
  let diagnosis = MissDiagnosis.diagnose("12340", for: number(1234))
  #expect(diagnosis == MissDiagnosis(.placeValue, "place value: 10 times too large"))
}

@Test func sevenForOneIsIchiAndShichi() {
  let diagnosis = MissDiagnosis.diagnose("1734", for: number(1134))
  #expect(diagnosis == MissDiagnosis(.similarSound, "いち and しち sound alike: 1 heard as 7"))
}

@Test(arguments: [
  // (question, typed, cause)
  (number(1234), "2134", MissCause.swappedDigits),
  (number(1203), "1230", .placeValue),
  (number(1234, money: true), "¥1324", .swappedDigits),
  (number(56, counter: .hon), "65本", .swappedDigits),
  (number(1234), "123.4", .unknown),
  (number(1234), "123", .unknown),
  (number(12_000), "1200", .placeValue),
  (number(15_000), "10500", .placeValue),
  (number(1_500_000), "150000", .placeValue),
  (number(3_500_000), "30500000", .placeValue),
  (number(4), "7", .similarSound),  // し / しち
  (number(6), "9", .similarSound),  // ろく / く
  (number(1), "7", .similarSound),  // いち / しち
  (number(2), "4", .similarSound),  // に / し
  (number(3), "8", .unknown),  // さん / はち
  (number(1234), "1204", .droppedPart),
  (number(1234), "234", .droppedPart),
  (number(12_345), "2345", .droppedPart),
  (number(1034), "1534", .addedPart),
  (number(3, counter: .hon), "さんほん", .counterSound),
  (number(1, counter: .fun), "いちふん", .counterSound),
  (number(6, counter: .hon), "ろくほん", .counterSound),
  (number(3, counter: .hon), "よんほん", .unknown),
  (number(1, counter: .dayOfMonth), "いちにち", .dateReading),
  (number(8, counter: .dayOfMonth), "4", .similarSound),  // ようか / よっか
  (number(7, counter: .ji), "1", .similarSound),  // しちじ / いちじ
])
func causeOfAMiss(_ question: Question, _ typed: String, _ expected: MissCause) {
  #expect(cause(typed, question) == expected, "\(typed) for \(question.display)")
}

@Test func aDayHeardAsALengthOfTimeIsTheOtherReading() throws {
  let question = Question(
    topic: "t", values: [1], format: .number, display: "1日間",
    reading: try Expression("1日間").reading, answer: "1", suffix: "日間")
  #expect(cause("ついたち", question) == .dateReading)
}

@Test func twelveHoursOffIsAHalfDaySlip() throws {
  let evening = Question(
    topic: "t", values: [16], format: .hourIn24, display: "午後4時",
    reading: try Expression("午後4時").reading, answer: "16", suffix: "時")
  #expect(cause("4", evening) == .halfDay)
  let time = Question(
    topic: "t", values: [14, 30], format: .clockTime, display: "14時30分",
    reading: try Expression("14時30分").reading, answer: "14:30")
  #expect(cause("2:30", time) == .halfDay)
  #expect(cause("14:03", time) == .placeValue)
  #expect(cause("14:35", time) == .addedPart)
  #expect(cause("14:00", time) == .droppedPart)
}

@Test func monthAndDayInEachOthersPlaceAreSwapped() throws {
  let date = Question(
    topic: "t", values: [4, 1], format: .monthDay, display: "4月1日",
    reading: try Expression("4月1日").reading, answer: "4/1")
  #expect(cause("1/4", date) == .swappedDigits)
}

@Test func everyDigitHasTheFormsTheEngineSays() {
  #expect(DigitSounds.forms[7] == ["なな", "しち"])
  #expect(DigitSounds.forms[4].contains("し") && DigitSounds.forms[4].contains("よん"))
  #expect(DigitSounds.forms[9].contains("く"))
}

@Test func aWrongTryCarriesItsDiagnosisInTheSubmissionAndTheFeedback() {
  let question = number(1234, money: true)
  let deck = Deck(topics: [QuizFixtures.hon], seed: 1, queued: [question])
  var state = Quiz.State(deck: deck, seed: 1, mode: .questions(1), sound: false)
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: QuizFixtures.at(0)))
  let effects = Quiz.reduce(into: &state, action: .answerSubmitted("1243", at: QuizFixtures.at(2)))
  let swapped = MissDiagnosis(.swappedDigits, "you swapped 3 and 4")
  #expect(effects == [])
  #expect(state.feedback == .incorrect(typed: "1243", diagnosis: swapped))
  #expect(
    state.current?.submissions == [
      Submission(kind: .incorrect, text: "1243", at: 2, diagnosis: swapped)
    ])
}
