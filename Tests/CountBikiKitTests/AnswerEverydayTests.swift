import CountBikiKit
import TestSupport
import Testing

/// A question as a topic of the everyday kinds makes it.
private func question(
  _ display: String, _ values: [Int64], _ format: AnswerFormat, answer: String, suffix: String = ""
) throws -> Question {
  Question(
    topic: "test", values: values, format: format, display: display,
    reading: try Expression(display).reading, answer: answer, suffix: suffix)
}

private func verdicts(_ typed: [String], _ q: Question) -> [Verdict] {
  typed.map { Answer.check($0, against: q) }
}

@Test func bodyTemperatureTakesTheDecimalInDigitsOrKana() throws {
  let q = try question("36.5度", [365, 1], .decimal, answer: "36.5", suffix: "度")
  let right = ["36.5", "36.50", "36.5度", "３６．５", "さんじゅうろくてんごど", "さんじゅうろくてんご", "サンジューロクテンゴド"]
  #expect(verdicts(right, q).allSatisfy { $0 == .correct })
  let wrong = ["36.4", "365", "3.65", "-36.5", "36", "36.5cm", "さんじゅうろくてんよんど", "さんじゅうごてんごど"]
  #expect(verdicts(wrong, q) == wrong.map { _ in .incorrect })
  #expect(Answer.check("36.", against: q) == Answer.check("abc", against: q))
  #expect(
    Answer.check("abc", against: q)
      == .invalid(hint: "type the number with its sign and decimal point, as in 36.5 or -5"))
}

@Test func wholePartsBeforeTenKeepTheirDoubledSounds() throws {
  let q = try question("38.4度", [384, 1], .decimal, answer: "38.4", suffix: "度")
  #expect(verdicts(["さんじゅうはってんよんど", "さんじゅうはちてんよんど"], q) == [.correct, .correct])
  let ten = try question("10.5", [105, 1], .decimal, answer: "10.5")
  #expect(verdicts(["じゅってんご", "じってんご", "10.5"], ten) == [.correct, .correct, .correct])
  #expect(Answer.check("じゅうごてん", against: ten) == .incorrect)
  let half = try question("0.5", [5, 1], .decimal, answer: "0.5")
  #expect(
    verdicts(["れいてんご", "ぜろてんご", ".5"], half) == [
      .correct, .correct, .invalid(hint: Answer.hint(for: half)),
    ])
}

@Test func temperaturesBelowZeroNeedTheirSign() throws {
  let q = try question("-5度", [-5, 0], .decimal, answer: "-5", suffix: "度")
  let right = ["-5", "−5", "マイナス5", "-5度", "マイナス5度", "まいなすごど", "マイナスゴド", "-5.0"]
  #expect(verdicts(right, q).allSatisfy { $0 == .correct })
  #expect(verdicts(["5", "5度", "ごど", "-4", "-50", "まいなすよんど"], q).allSatisfy { $0 == .incorrect })
}

@Test func phoneNumbersAreRightWithAnyGroupingOrSpokenDigits() throws {
  let q = try question(
    "090-1234-5678", [0, 9, 0, 1, 2, 3, 4, 5, 6, 7, 8], .digits, answer: "090-1234-5678")
  let right = [
    "090-1234-5678", "09012345678", "090 1234 5678", "(090)1234-5678", "０９０－１２３４－５６７８",
    "ぜろきゅうぜろのいちにいさんよんのごおろくななはち", "まるきゅうまるいちにさんよんごろくななはち",
    "ぜろきゅうぜろのいちにさんよんのごーろくしちはち", "ゼロキューゼロノイチニーサンヨンノゴーロクナナハチ",
  ]
  #expect(verdicts(right, q).allSatisfy { $0 == .correct })
  let wrong = [
    "090-1234-5679", "90-1234-5678", "090-1234-567", "080-1234-5678",
    "ぜろきゅうぜろのいちにいさんよんのごおろくななきゅう", "きゅうぜろのいちにいさんよんのごおろくななはち",
  ]
  #expect(verdicts(wrong, q) == wrong.map { _ in .incorrect })
  #expect(
    Answer.check("090-abc", against: q) == .invalid(hint: "type the digits, as in 090-1234-5678"))
}

@Test func postalCodesMayBeTypedWithTheirMark() throws {
  let q = try question("〒100-0001", [1, 0, 0, 0, 0, 0, 1], .digits, answer: "100-0001")
  #expect(
    verdicts(["100-0001", "〒100-0001", "1000001", "いちまるまるのまるまるまるいち"], q).allSatisfy {
      $0 == .correct
    })
  #expect(verdicts(["100-0010", "10-0001", "いちまるまるまるまるいち"], q).allSatisfy { $0 == .incorrect })
}

@Test func rentInManIsTheWholeAmount() throws {
  let q = try question("7.5万円", [75000], .number, answer: "75000", suffix: "円")
  let right = ["75000", "75,000", "75000円", "7.5万", "7.5万円", "7万5千", "ななてんごまんえん", "ななまんごせん"]
  #expect(verdicts(right, q) == right.map { _ in .correct })
  #expect(
    verdicts(["7.6万", "750000", "7500", "75.5万", "ななてんろくまんえん"], q).allSatisfy { $0 == .incorrect })
  #expect(Answer.check("7.5", against: q) != .correct)
}

@Test func eraBirthdaysAreAnsweredAsGregorianOrEraDates() throws {
  let q = try question("平成5年4月1日", [1993, 4, 1], .date, answer: "1993/4/1")
  let right = [
    "1993/4/1", "1993/04/01", "1993-4-1", "1993.4.1", "1993年4月1日", "平成5年4月1日", "へいせいごねんしがつついたち",
  ]
  #expect(verdicts(right, q).allSatisfy { $0 == .correct })
  let wrong = ["1993/4/2", "1994/4/1", "1993/1/4", "昭和5年4月1日", "平成6年4月1日"]
  #expect(verdicts(wrong, q) == wrong.map { _ in .incorrect })
  // Date kana is read only where it is one of the question's readings: another date said in
  // kana is not taken for a wrong answer, and gets the hint instead (never a right verdict).
  #expect(
    Answer.check("へいせいろくねんしがつついたち", against: q) == .invalid(hint: Answer.hint(for: q)))
  #expect(Answer.check("4/1", against: q) == .invalid(hint: Answer.hint(for: q)))
  let first = try question("令和元年5月1日", [2019, 5, 1], .date, answer: "2019/5/1")
  #expect(verdicts(["令和元年5月1日", "2019/5/1"], first) == [.correct, .correct])
}

@Test func dateTimesTakeASpaceOrTheirUnits() throws {
  let q = Question(
    topic: "test", values: [2017, 9, 30, 17, 5], format: .dateTime, display: "2017年9月30日 17:05",
    reading: try Expression("2017年9月30日17時5分").reading, answer: "2017/9/30 17:05")
  let right = [
    "2017/9/30 17:05", "2017-09-30 17:05", "2017年9月30日 17:05", "2017年9月30日17時5分", "2017/9/30,17:05",
  ]
  #expect(verdicts(right, q).allSatisfy { $0 == .correct })
  #expect(
    verdicts(["2017/9/30 17:06", "2017/9/30 7:05", "2017/9/3 17:05"], q).allSatisfy {
      $0 == .incorrect
    })
}

@Test func durationsWithSecondsLeaveOutWhatIsZero() throws {
  let q = try question("1時間3秒", [1, 0, 3], .hoursMinutesSeconds, answer: "1:00:03")
  #expect(verdicts(["1:00:03", "1時間3秒", "1時間0分3秒", "いちじかんさんびょう"], q).allSatisfy { $0 == .correct })
  #expect(verdicts(["1:03:00", "1時間3分", "0:01:03", "3秒"], q).allSatisfy { $0 == .incorrect })
}

@Test func clockPhrasesAreTheTimesTheyName() throws {
  let before = try question("3時15分前", [2, 45], .clockTime, answer: "2:45")
  let right = ["2:45", "2時45分", "3時15分前", "さんじじゅうごふんまえ", "にじよんじゅうごふん"]
  #expect(verdicts(right, before).allSatisfy { $0 == .correct })
  #expect(verdicts(["3:15", "3:45", "2:15", "3時45分前"], before).allSatisfy { $0 == .incorrect })
  let one = try question("1時5分前", [12, 55], .clockTime, answer: "12:55")
  #expect(verdicts(["12:55", "1時5分前"], one) == [.correct, .correct])
  let sharp = try question("3時ちょうど", [3, 0], .clockTime, answer: "3:00")
  #expect(
    verdicts(["3:00", "3時", "3時ちょうど", "さんじちょうど", "さんじ"], sharp).allSatisfy { $0 == .correct })
  #expect(Answer.check("3:30", against: sharp) == .incorrect)
}

// MARK: Round trips

/// Every decimal from -99.9 to 99.9 in tenths, and a sample of hundredths, with 度, % and no
/// counter: each accepted reading heard back gives the number written.
@Test func decimalsAndNegativesReadBackToTheirNumber() throws {
  var texts: [String] = []
  for tenths in -999...999 {
    let sign = tenths < 0 ? "-" : ""
    texts.append("\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)")
  }
  for hundredths in stride(from: 1, through: 5000, by: 7) {
    texts.append("\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)")
  }
  texts += (-40...40).map { "\($0)" }
  for text in texts {
    for counter in [nil, Counter.doCount, .percent] {
      let expression = text + (counter?.label ?? "")
      let expected = try #require(Answer.decimalValues(text), "\(text)")
      for reading in try Expression(expression).reading.accepted {
        #expect(
          Answer.decimalValues(inKana: reading, counter: counter) == expected,
          "\(expression): \(reading)")
      }
    }
  }
}

/// Phone-shaped numbers read back digit for digit, in every accepted spelling: four digits in
/// which every three neighbouring digits occur (every four-digit string in a full sweep).
@Test func digitStringsReadBackToTheirDigits() throws {
  let values = Sweep.isFull ? Array(0...9999) : (0...999).map { $0 * 10 + $0 / 100 }
  for value in values {
    let digits =
      String(value).count < 4
      ? String(repeating: "0", count: 4 - String(value).count) + String(value) : String(value)
    let text = "0" + digits.prefix(2) + "-" + digits.suffix(2)
    let expected = text.compactMap(\.wholeNumberValue)
    for reading in try Expression(text).reading.accepted {
      #expect(DigitString.digits(inKana: reading).contains(expected), "\(text): \(reading)")
    }
  }
}
