import CountBikiKit
import Speech
import SpeechClient
import TestSupport
import Testing

/// Every reading countbiki can speak in a drill sweep: cardinals to 10,000 (every pair of
/// neighbouring digits, as `Sweep.numbersToTenThousand` gives them; every number in a full
/// sweep), every counter with the numbers to 100 that decide its form (every number to 100 in a
/// full sweep), every day of the month, hour, minute, month and era year. Canonical readings
/// only: they are the ones spoken.
private func sweptReadings() -> Set<String> {
  var readings = Set<String>()
  func add(_ reading: @autoclosure () throws -> Reading) {
    if let reading = try? reading() { readings.insert(reading.canonical) }
  }
  for value in Sweep.numbersToTenThousand { add(try Cardinal.reading(of: UInt128(value))) }
  // A counter changes with the number's last word: 1–29 meet every ones word after nothing,
  // after じゅう and after にじゅう, the tens meet every tens word, and 33 … 99 each ones word
  // after its own tens.
  let counted =
    Sweep.isFull
    ? Array(1...100) : Array(1...29) + (3...10).map { $0 * 10 } + (3...9).map { $0 * 11 }
  for (_, counter) in Counter.byLabel {
    for value in counted { add(try Cardinal.reading(of: UInt128(value), counter)) }
  }
  for day in 1...31 { add(try Cardinal.reading(of: UInt128(day), .dayOfMonth)) }
  for hour in 0...24 { add(try Cardinal.reading(of: UInt128(hour), .ji)) }
  for minute in 0...59 { add(try Cardinal.reading(of: UInt128(minute), .fun)) }
  for month in 1...12 { add(try Cardinal.reading(of: UInt128(month), .month)) }
  for era in Era.all {
    for year in 1...(era.lastYear ?? 30) { add(try era.reading(year: year)) }
  }
  return readings
}

/// What is wrong with espeak-ng's pronunciation of `spoken`, or nil.
private func problem(spoken: String, phonemes: String) -> String? {
  if let stray = spoken.unicodeScalars.first(where: { !(0x30A1...0x30FC).contains($0.value) }) {
    return "“\(stray)” reaches espeak-ng (only katakana and ー may)"
  }
  if phonemes.contains("(") {
    return "espeak-ng switched language (a letter or unknown character): \(phonemes)"
  }
  let marks = spoken.filter { $0 == "ー" }.count
  let longs = phonemes.filter { $0 == ":" }.count
  if marks != longs {
    return "\(marks) long vowels written but \(longs) pronounced long: \(phonemes)"
  }
  return nil
}

@Test func espeakPronouncesEverySweptReadingAsWritten() async throws {
  let readings = sweptReadings()
  #expect(readings.count > Sweep.count(3_000, full: 10_000))
  var failures: [String] = []
  for reading in readings.sorted() {
    let spoken = SpokenText.forReading(reading)
    let phonemes = try await Espeak.phonemes(of: spoken)
    if let problem = problem(spoken: spoken, phonemes: phonemes) {
      failures.append("\(reading) → \(spoken): \(problem)")
    }
  }
  #expect(failures.isEmpty, "\(failures.count) readings:\n\(failures.prefix(40).joined(separator: "\n"))")
}

@Test func longVowelCheckCatchesHiraganaSpelling() async throws {
  // The check itself: hiragana ちょう is said as two vowels, katakana チョー as one long one.
  let hiragana = try await Espeak.phonemes(of: "ちょう")
  #expect(problem(spoken: "チョウ", phonemes: hiragana) == nil)
  #expect(problem(spoken: "チョー", phonemes: hiragana) != nil)
  #expect(problem(spoken: "チョー", phonemes: try await Espeak.phonemes(of: "チョー")) == nil)
  #expect(problem(spoken: "1", phonemes: "") != nil)
  #expect(problem(spoken: "カ", phonemes: try await Espeak.phonemes(of: "漢")) != nil)
}

@Test func yen1234IsPhonemizedWithALongJuu() async throws {
  let phonemes = try await Espeak.phonemes(of: try spoken("1234円"))
  #expect(phonemes.hasPrefix("s,enniC"))
  #expect(phonemes.contains("d_z\\u:"))
  #expect(phonemes.hasSuffix("j'oeN\\"))
}
