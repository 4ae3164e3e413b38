import CountBikiKit
import Testing

private func question(_ text: String, answer: String) throws -> Question {
  Question(
    topic: "counters.hon", values: [Int64(answer)!], format: .number, display: text,
    reading: try Expression(text).reading, answer: answer)
}

@Test func everyAcceptedReadingCountsInKanaOrRomaji() throws {
  let roppon = try question("600本", answer: "600")
  for typed in ["roppyappon", "Roppyappon", "ろっぴゃっぽん", "ロッピャッポン", " roppyappon "] {
    #expect(Answer.checkReading(typed, against: roppon) == .correct, "\(typed)")
  }
  let tenMinutes = try question("10分", answer: "10")
  for typed in ["juppun", "jippun", "zyuppun", "じっぷん", "jukkun"] {
    #expect(
      Answer.checkReading(typed, against: tenMinutes)
        == (typed == "jukkun" ? .incorrect : .correct),
      "\(typed)")
  }
  let twenty = try question("20歳", answer: "20")
  #expect(Answer.checkReading("hatachi", against: twenty) == .correct)
  #expect(Answer.checkReading("nijussai", against: twenty) == .correct)
  let tenth = try question("10日", answer: "10")
  #expect(Answer.checkReading("tōka", against: tenth) == .correct)
  #expect(Answer.checkReading("tooka", against: tenth) == .correct)
}

@Test func nearMissesAreWrong() throws {
  #expect(
    Answer.checkReading("roppyakuhon", against: try question("600本", answer: "600")) == .incorrect)
  #expect(Answer.checkReading("さんひゃく", against: try question("300", answer: "300")) == .incorrect)
  #expect(
    Answer.checkReading("sanhyaku", against: try question("300", answer: "300")) == .incorrect)
  #expect(Answer.checkReading("sanbyaku", against: try question("300", answer: "300")) == .correct)
}

@Test func digitsAndLettersThatSpellNoKanaAreNoReading() throws {
  let roppon = try question("600本", answer: "600")
  let hint = Verdict.invalid(hint: "type how it is read, in kana (ろっぴゃっぽん) or romaji (roppyappon)")
  for typed in ["600", "600本", "", "xyz", "六百本", String(repeating: "a", count: 2000)] {
    #expect(Answer.checkReading(typed, against: roppon) == hint, "\(typed)")
  }
}
