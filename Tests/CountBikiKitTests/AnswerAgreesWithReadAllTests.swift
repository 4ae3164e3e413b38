import CountBikiKit
import TestSupport
import Testing

/// The texts a learner may have in mind for a question's answer, as `countbiki read` takes them:
/// the display, the answer alone and with its counter, and the forms of each format (16時 for
/// an hour, 2時45分 for 3時15分前, 4月1日 for 4/1).
private func writtenForms(_ q: Question) -> [String] {
  let v = q.values
  var forms = [q.display]
  switch q.format {
  case .number:
    forms += ["\(v[0])", "\(v[0])\(q.suffix)"]
    if q.prefix == "¥" { forms.append("\(v[0])円") }
  case .decimal:
    forms += [q.answer, q.answer + q.suffix]
  case .hour:
    forms.append("\(v[0])時")
  // An hour heard with 午前/午後 is answered as heard, or in 24-hour time without them: each
  // topic takes one way only.
  case .hourAsHeard:
    break
  case .hourIn24:
    forms = ["\(v[0])時"]
  case .clockTime:
    forms += ["\(v[0])時\(v[1])分", v[1] == 0 ? "\(v[0])時" : "", v[1] == 30 ? "\(v[0])時半" : ""]
  case .hoursMinutes:
    forms += ["\(v[0])時間\(v[1])分", "\(v[0])時間\(v[1])分間"]
    if v[1] == 0 { forms.append("\(v[0])時間") }
    if v[1] == 30 { forms.append("\(v[0])時間半") }
  case .monthDay:
    forms.append("\(v[0])月\(v[1])日")
  case .fraction:
    forms.append("\(v[1])分の\(v[0])")
  case .digits, .date, .dateTime, .hoursMinutesSeconds:
    break
  }
  return forms.filter { !$0.isEmpty }
}

/// Each accepted reading with one sound swapped for another way of saying the same digit or
/// counter: the kana of a learner who knows the number but not its sound change (よんがつ,
/// きゅうじかん, さんじゅうしちぱーせんと, いちぽん).
private func soundSwaps(_ kana: String) -> [String] {
  let pairs = [
    ("よん", "し"), ("し", "よん"), ("よ", "よん"), ("なな", "しち"), ("しち", "なな"),
    ("きゅう", "く"), ("く", "きゅう"), ("いっ", "いち"), ("いち", "いっ"), ("はっ", "はち"),
    ("はち", "はっ"), ("ろっ", "ろく"), ("ろく", "ろっ"), ("じゅっ", "じゅう"), ("じっ", "じゅう"),
    ("ひゃっ", "ひゃく"), ("ぜろ", "れい"), ("れい", "ぜろ"), ("まる", "ぜろ"), ("ぼん", "ほん"),
    ("ぽん", "ほん"), ("ぷん", "ふん"), ("がい", "かい"), ("ぱー", "ぱあ"),
  ]
  var out: [String] = []
  for (from, to) in pairs {
    var searched = kana.startIndex..<kana.endIndex
    while let found = kana.range(of: from, range: searched) {
      out.append(kana.replacingCharacters(in: found, with: to))
      searched = found.upperBound..<kana.endIndex
    }
  }
  return out
}

/// The checker and `read --all` agree on every topic: kana typed for a question is right in
/// the answer skill exactly when `read --all` lists it for one of the answer's written forms,
/// and right in the reading skill exactly when `read --all` lists it for the display. Six seeded
/// questions a topic, 25 in a full sweep (a phone number has twelve spellings, each with its
/// swaps, all checked twice).
@Test(arguments: BuiltIn.catalog.topics.map(\.id))
func checkerAcceptsExactlyWhatReadAllLists(_ id: String) throws {
  let topic = try #require(BuiltIn.catalog.topics.first { $0.id == id })
  var deck = Deck(topics: [topic], seed: 7)
  for _ in 0..<Sweep.count(6, full: 25) {
    let q = deck.next()
    guard q.sentence == nil else { return }
    // The question's reading is `read --all` of its display as spoken (a date with a time is
    // shown 20:38 and said 20時38分).
    let listed =
      writtenForms(q).compactMap { try? Expression($0).reading }
      + (q.format == .hourIn24 ? [] : [q.reading])
    // Said digit by digit, `read --all` lists each way of saying every digit alike (all ぜろ,
    // all まる, all れい; all にい and ごお or all に and ご); a mix is as right, since each digit is
    // its own word (DigitString).
    func isListed(_ kana: String) -> Bool {
      listed.contains { $0.accepts(kana) }
        || (q.format == .digits
          && DigitString.digits(inKana: kana).contains { $0.map(Int64.init) == q.values })
    }
    for kana in q.reading.accepted where q.format != .hourIn24 {
      #expect(Answer.check(kana, against: q) == .correct, "\(kana) for \(q.display)")
      #expect(Answer.checkReading(kana, against: q) == .correct, "\(kana) for \(q.display)")
    }
    for kana in Set(q.reading.accepted.flatMap(soundSwaps)) {
      #expect(
        (Answer.check(kana, against: q) == .correct) == isListed(kana),
        "answer \(kana) for \(q.display)")
      #expect(
        (Answer.checkReading(kana, against: q) == .correct) == q.reading.accepts(kana),
        "reading \(kana) for \(q.display)")
    }
  }
}

/// Issue cases, each judged wrongly before: a month or a duration said with the wrong sound
/// change, しち before パーセント, and rent in 万 answered with ¥.
@Test func answersJudgedAsReadAllSays() throws {
  func q(_ topic: String, _ values: [Int64], _ format: AnswerFormat, _ display: String,
    answer: String, suffix: String = "") throws -> Question {
    Question(
      topic: topic, values: values, format: format, display: display,
      reading: try Expression(display).reading, answer: answer, suffix: suffix)
  }
  let april = try q("dates.months", [4], .number, "4月", answer: "4", suffix: "月")
  let july = try q("dates.months", [7], .number, "7月", answer: "7", suffix: "月")
  let september = try q("dates.months", [9], .number, "9月", answer: "9", suffix: "月")
  let nineHours = try q("durations.hours", [9], .number, "9時間", answer: "9", suffix: "時間")
  let percent = try q("everyday.percent", [37], .number, "37%", answer: "37", suffix: "%")
  let decimalPercent = try q(
    "x", [375, 1], .decimal, "37.5%", answer: "37.5", suffix: "%")
  let rent = try q("money.rent-man", [98000], .number, "9.8万円", answer: "98000", suffix: "円")
  let cases: [(String, Question, Verdict)] = [
    ("よんがつ", april, .incorrect), ("しがつ", april, .correct), ("よん", april, .correct),
    ("なながつ", july, .incorrect), ("しちがつ", july, .correct),
    ("きゅうがつ", september, .incorrect), ("くがつ", september, .correct),
    ("きゅうじかん", nineHours, .incorrect), ("くじかん", nineHours, .correct),
    ("さんじゅうしちぱーせんと", percent, .incorrect), ("さんじゅうななぱーせんと", percent, .correct),
    ("さんじゅうしちてんごぱーせんと", decimalPercent, .incorrect),
    ("さんじゅうななてんごぱーせんと", decimalPercent, .correct),
    ("¥98000", rent, .correct), ("￥98000", rent, .correct), ("¥98,000", rent, .correct),
    ("98000円", rent, .correct), ("¥104,000", rent, .incorrect), ("98000", rent, .correct),
  ]
  for (typed, question, verdict) in cases {
    #expect(Answer.check(typed, against: question) == verdict, "\(typed) for \(question.display)")
  }
  #expect(try Expression("4月").reading.accepted == ["しがつ"])
  #expect(try Expression("9時間").reading.accepted == ["くじかん"])
}
