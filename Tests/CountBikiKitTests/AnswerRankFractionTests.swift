import CountBikiKit
import Testing

private func question(
  _ display: String, _ values: [Int64], _ format: AnswerFormat, suffix: String = ""
) throws -> Question {
  Question(
    topic: "t.t", values: values, format: format, display: display,
    reading: try Expression(display).reading, answer: values.map(String.init).joined(separator: "/"),
    suffix: suffix)
}

/// A rank or an ordinal is answered with its number, as written, or in kana.
@Test func ranksAndOrdinalsAreAnsweredWithTheirNumber() throws {
  let fifth = try question("5位", [5], .number, suffix: "位")
  let secondCup = try question("2杯目", [2], .number, suffix: "杯目")
  let secondPerson = try question("2人目", [2], .number, suffix: "人目")
  let cases: [(String, Question, Verdict)] = [
    ("5", fifth, .correct), ("5位", fifth, .correct), ("ごい", fifth, .correct),
    ("6位", fifth, .incorrect), ("5人", fifth, .incorrect),
    ("2", secondCup, .correct), ("2杯目", secondCup, .correct), ("にはいめ", secondCup, .correct),
    ("にばいめ", secondCup, .incorrect), ("3杯目", secondCup, .incorrect),
    ("ふたりめ", secondPerson, .correct), ("ににんめ", secondPerson, .incorrect),
  ]
  for (typed, q, verdict) in cases {
    #expect(Answer.check(typed, against: q) == verdict, "\(typed) for \(q.display)")
  }
}

/// A fraction is answered as written (2/3), as said (3分の2) or in kana, never upside down.
@Test func fractionsAreAnsweredAsWrittenOrAsSaid() throws {
  let twoThirds = try question("2/3", [2, 3], .fraction)
  let cases: [(String, Verdict)] = [
    ("2/3", .correct), ("２／３", .correct), ("3分の2", .correct), ("さんぶんのに", .correct),
    ("サンブンノニ", .correct), ("3/2", .incorrect), ("2分の3", .incorrect),
    ("にぶんのさん", .incorrect), ("1/3", .incorrect),
  ]
  for (typed, verdict) in cases {
    #expect(Answer.check(typed, against: twoThirds) == verdict, "\(typed)")
  }
  #expect(
    Answer.check("abc", against: twoThirds)
      == .invalid(hint: "type the fraction as numerator/denominator, as in 2/3"))
  #expect(Answer.checkReading("sanbunnoni", against: twoThirds) == .correct)
}

/// A phone number read aloud keeps its groups apart with の or a pause: `read --all` lists the
/// pause as 、, and a space, 、 or comma typed between the groups is that pause.
@Test func phoneReadingsTakeAPauseWhereTheHyphensAre() throws {
  let phone = try question("090-1234-5678", [0, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8], .digits)
  #expect(phone.reading.accepted.contains("ぜろきゅうぜろ、いちにいさんよん、ごおろくななはち"))
  #expect(!phone.reading.accepted.contains("ぜろきゅうぜろいちにいさんよんごおろくななはち"))
  for typed in [
    "ぜろきゅうぜろ、いちにいさんよん、ごおろくななはち", "ぜろきゅうぜろ いちにいさんよん ごおろくななはち",
    "れいきゅうれい, いちにさんよん, ごろくななはち", "ぜろきゅうぜろのいちにいさんよんのごおろくななはち",
  ] {
    #expect(Answer.checkReading(typed, against: phone) == .correct, "\(typed)")
    #expect(Answer.check(typed, against: phone) == .correct, "\(typed)")
  }
  #expect(
    Answer.checkReading("zerokyuuzero ichiniisan'yon goorokunanahachi", against: phone) == .correct)
  // In the reading skill the groups must be heard apart.
  #expect(
    Answer.checkReading("ぜろきゅうぜろいちにいさんよんごおろくななはち", against: phone) == .incorrect)
}
