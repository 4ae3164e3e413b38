import CountBikiKit
import TestSupport
import Testing

/// Near misses a learner could type for a question: other numbers close to the answer (one
/// more or less, two digits swapped, a zero more or less), written in digits and read in kana.
private func nearMisses(_ q: Question) -> [String] {
  func others(_ value: Int64) -> [Int64] {
    var result = [value + 1, value - 1, value * 10, value / 10, value + 10, value - 10]
    let digits = Array(String(value))
    for i in digits.indices.dropLast() where digits[i] != digits[i + 1] {
      var swapped = digits
      swapped.swapAt(i, i + 1)
      if let v = Int64(String(swapped)) { result.append(v) }
    }
    return result.filter { $0 >= 0 && $0 != value }
  }
  func twoDigits(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
  func readings(_ text: String) -> [String] {
    (try? Expression(text).reading.accepted) ?? []
  }
  var typed: [String] = []
  switch q.format {
  case .number:
    for v in others(q.values[0]) {
      typed.append("\(v)")
      if q.prefix == "¥" {
        typed += ["¥\(v)"] + readings("¥\(v)")
      } else if q.topic == "dates.era" {
        typed += readings("\(v)年")
      } else {
        typed += ["\(v)\(q.suffix)"] + readings("\(v)") + readings("\(v)\(q.suffix)")
      }
    }
  case .hour, .hourIn24:
    for v in others(q.values[0]) where v <= 24 {
      typed += ["\(v)", "\(v)時"] + readings("\(v)時")
    }
  case .hourAsHeard:
    for v in others(q.values[0]) where v <= 23 {
      let (half, english, hour) = v < 12 ? ("午前", "am", v) : ("午後", "pm", v - 12)
      typed += ["\(half)\(hour)時", "\(hour)\(english)"] + readings("\(half)\(hour)時")
    }
  case .clockTime, .hoursMinutes:
    let (h, m) = (q.values[0], q.values[1])
    let pairs =
      others(h).filter { $0 <= 24 }.map { ($0, m) } + others(m).filter { $0 < 60 }.map { (h, $0) }
      + [(m, h)]
    let unit = q.format == .clockTime ? "時" : "時間"
    for (oh, om) in pairs where (oh, om) != (h, m) {
      typed += ["\(oh):\(twoDigits(om))", "\(oh)\(unit)\(om)分"] + readings("\(oh)\(unit)\(om)分")
    }
  case .monthDay:
    let (month, day) = (q.values[0], q.values[1])
    let pairs =
      others(month).filter { (1...12).contains($0) }.map { ($0, day) }
      + others(day).filter { (1...31).contains($0) }.map { (month, $0) } + [(day, month)]
    for (om, od) in pairs where (om, od) != (month, day) {
      typed += ["\(om)/\(od)", "\(om)月\(od)日"] + readings("\(om)月\(od)日")
    }
  }
  return typed
}

/// The checker must never call a wrong answer right: for every built-in topic, no near miss of
/// 100 generated questions, in digits or in kana, is accepted.
@Test(arguments: BuiltIn.catalog.topics.map(\.id))
func nearMissesAreNeverRight(id: String) throws {
  let topic = try #require(BuiltIn.catalog.topic(id: id))
  var deck = Deck(topics: [topic], seed: 99)
  var checked: Set<Question> = []
  for _ in 0..<100 {
    let q = deck.next()
    // A question drawn again has the same near misses: each is checked once.
    guard checked.insert(q).inserted else { continue }
    for typed in nearMisses(q) {
      #expect(Answer.check(typed, against: q) != .correct, "“\(typed)” for \(q.display)")
    }
  }
}
