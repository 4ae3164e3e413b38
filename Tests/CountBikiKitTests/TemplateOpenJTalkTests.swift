import Foundation
import TestSupport
import Testing

@testable import CountBikiKit

/// Open JTalk as installed by Debian (open-jtalk, open-jtalk-mecab-naist-jdic) with the nitech
/// voice; the cross-check runs only where all three are.
private enum OpenJTalk {
  static let program = "/usr/bin/open_jtalk"
  static let dictionary = "/var/lib/mecab/dic/open-jtalk/naist-jdic"
  static let voice =
    "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice"
  static var installed: Bool {
    [program, dictionary, voice].allSatisfy { FileManager.default.fileExists(atPath: $0) }
  }

  /// Open JTalk's reading of `text`, word by word: (reading, pronunciation) in katakana, fields
  /// 9 and 10 of its trace. The trace is the text analysis, the same at any speed and sampling
  /// rate; the voice it makes and throws away is made fast and coarse (`-r 10`, 1,000 samples a
  /// second, a frame every 5 samples), a fifth of the work of `-r 10` at the voice's own rate.
  static func words(of text: String, in folder: URL, name: String) async throws -> [(
    String, String
  )] {
    let input = folder.appendingPathComponent("\(name).txt")
    let trace = folder.appendingPathComponent("\(name).trace")
    try text.write(to: input, atomically: true, encoding: .utf8)
    let child = try ChildProcess(
      program,
      [
        "-x", dictionary, "-m", voice, "-r", "10", "-s", "1000", "-p", "5", "-ow", "/dev/null",
        "-ot", trace.path, input.path,
      ],
      environment: [:])
    _ = try await child.wait(.seconds(60))
    let lines = try String(contentsOf: trace, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    var words: [(String, String)] = []
    for line in lines.dropFirst() {
      if line.isEmpty { break }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      guard fields.count > 9 else { continue }
      words.append((String(fields[8]), String(fields[9]).replacingOccurrences(of: "’", with: "")))
    }
    return words
  }
}

/// Katakana with everything but kana and ー removed, so punctuation and spaces never differ.
private func kanaOnly(_ text: String) -> String {
  String(
    Kana.katakana(text).unicodeScalars.filter { (0x30A1...0x30FC).contains($0.value) }.map(
      Character.init))
}

/// Whether `heard` reads as `parts`: each run of template words exactly, each slot as anything
/// (a slot's reading is the engine's, checked by the engine's own tests).
private func matches(_ parts: [Sentence.Part], _ heard: String, long: Bool) -> Bool {
  var rest = Substring(heard)
  var afterSlot = false
  for (index, part) in parts.enumerated() {
    if part.slot != nil {
      afterSlot = true
      continue
    }
    var words = long ? longVowels(part.reading) : sameSounds(kanaOnly(part.reading))
    // A run that starts with a vowel after a number may have merged into the number's last
    // vowel when pronounced (ゼロ うけつけ → ゼローケツケ).
    if long, afterSlot, let first = words.first, "アイウエオ".contains(first),
      !rest.contains(words)
    {
      words.removeFirst()
    }
    if words.isEmpty { continue }
    let isLast = index == parts.count - 1
    if !afterSlot {
      guard rest.hasPrefix(words) else { return false }
      rest = rest.dropFirst(words.count)
    } else if isLast {
      guard rest.hasSuffix(words), rest.count > words.count else { return false }
      rest = rest.suffix(0)
    } else {
      // The slot before takes at least one sound.
      guard let found = rest.dropFirst().range(of: words) else { return false }
      rest = rest[found.upperBound...]
    }
    afterSlot = false
  }
  return afterSlot ? !rest.isEmpty : rest.isEmpty
}

/// Templates whose kana differs from Open JTalk's reading on purpose, each with why.
let reviewedOpenJTalkDifferences: [String: String] = [
  "station.cars/seat": letters,
  "bank.atm/withdraw": letters,
  "bank.atm/hours": letters,
  "town.rent/layout": letters,
  "station.delay/certificate": people,
  "clinic.temperature/ticket": people,
  "bank.counter/short": people,
  "bank.counter/call": fuda,
  "clinic.checkup/next": people,
  "errands.ward-office/call": fuda,
  "travel.airport/arrival": arrival,
  "travel.shinkansen/times": arrival,
  "travel.route/times": arrival,
  "errands.bank-account/fee":
    "他行, another bank, is たこう in banking (『明鏡国語辞典』); Open JTalk reads たぎょう.",
  "bank.counter/ticket": fuda,
  "bus.route/announce":
    "行き in a destination (駅前行き) is ゆき in announcements and on bus signs; Open JTalk says いき, also heard, but the announcement's word is ゆき.",
  "bus.fare/exit":
    "お降り is おおり (降りる, to get off); Open JTalk reads 降り as ふり (降る, rain), which is wrong here.",
  "sports.times/record":
    "日本記録 is にほんきろく in NHK sports news (にっぽんきろく is also heard); Open JTalk chooses にっぽん.",
]

private let letters =
  "Letters are said エー, ケー, as in Japanese speech (A席 えーせき, ATM えーてぃーえむ, LDK えるでぃーけー); Open JTalk spells them エイ, ケイ."
private let people =
  "方 after a description of people (遅れた方, 73番の方) is the polite かた, person; Open JTalk reads ほう, direction, which is wrong here."
private let arrival =
  "着 after a time (9時57分着) is ちゃく, arriving, as timetables and announcements say it; Open JTalk reads it as the kimono 着 (ぎ, き), and 分 after 10 and 8 as ふん where we say じゅっぷん, はっぷん."
private let fuda =
  "番号札, the ticket from a queue machine, is ばんごうふだ (『明鏡国語辞典』); Open JTalk reads 札 as さつ, a banknote."

/// Katakana without long vowels, however they were spelled (おお, おう, えい, いい, ー), so a
/// pronunciation compares with a reading by its sounds.
private func longVowels(_ text: String) -> String {
  var out: [Unicode.Scalar] = []
  for scalar in Kana.hiragana(kanaOnly(text)).unicodeScalars {
    if let previous = out.last, previous != "ー", let vowel = Kana.vowel(of: previous),
      "あいうえお".unicodeScalars.contains(scalar),
      scalar == vowelKana(vowel) || (scalar == "う" && vowel == "o") || (scalar == "い" && vowel == "e")
    {
      out.append("ー")
    } else {
      out.append(scalar)
    }
  }
  // Open JTalk also joins vowels across words (さい いか → サイーカ), so the marks go too: what
  // is compared is the sounds without their length.
  var view = String.UnicodeScalarView()
  view.append(contentsOf: out.filter { $0 != "ー" })
  return kanaOnly(String(view))
}

private func vowelKana(_ vowel: Character) -> Unicode.Scalar {
  ["a": "あ", "i": "い", "u": "う", "e": "え", "o": "お"][vowel] ?? "ん"
}

/// Open JTalk's reading field spells ず and じ from つ and ち (預け あづけ); they sound the same.
private func sameSounds(_ text: String) -> String {
  text.replacingOccurrences(of: "ヅ", with: "ズ").replacingOccurrences(of: "ヂ", with: "ジ")
}

/// Every template's kana against Open JTalk's reading of its written words. A mismatch is either
/// a mistake in the kana (fix it) or a reviewed, natural difference (listed above with why).
@Test(.enabled(if: OpenJTalk.installed))
func everyTemplatesKanaAgreesWithOpenJTalk() async throws {
  try await ahead {
    let folder = try TemporaryFolder.make("countbiki-ojt")
    defer { try? FileManager.default.removeItem(at: folder) }
    let templates = BuiltIn.catalog.topics.filter(\.isSituation).flatMap { topic in
      topic.templates.map { (topic.id, $0) }
    }
    var generator = SplitMix64(seed: 1)
    let sentences = templates.map { topic, template in
      template.sentence(topic: topic, using: &generator)
    }
    var mismatches: [String] = []
    var checked = 0
    // Two at a time: the machines that run this have two cores.
    for batch in stride(from: 0, to: sentences.count, by: 2) {
      let pair = Array(sentences[batch..<min(batch + 2, sentences.count)].enumerated())
      let heard = try await withThrowingTaskGroup(of: (Int, [(String, String)]).self) { group in
        for (offset, sentence) in pair {
          group.addTask {
            (offset, try await OpenJTalk.words(of: sentence.written, in: folder, name: "\(batch + offset)"))
          }
        }
        var results: [Int: [(String, String)]] = [:]
        for try await (offset, words) in group { results[offset] = words }
        return results
      }
      for (offset, sentence) in pair {
        let words = heard[offset] ?? []
        let reading = sameSounds(kanaOnly(words.map(\.0).joined()))
        let pronounced = longVowels(words.map(\.1).joined())
        checked += 1
        if matches(sentence.parts, reading, long: false) || matches(sentence.parts, pronounced, long: true) {
          continue
        }
        if reviewedOpenJTalkDifferences[sentence.template] != nil { continue }
        mismatches.append(
          "\(sentence.template): \(sentence.written)\n  ours:       \(kanaOnly(sentence.reading))\n  Open JTalk: \(reading) (\(pronounced))"
        )
      }
    }
    print("Open JTalk cross-check: \(checked) templates, \(mismatches.count) mismatches")
    for mismatch in mismatches { print(mismatch) }
    #expect(checked == templates.count)
    #expect(checked >= 240)
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) templates:\n\(mismatches.joined(separator: "\n"))")
  }
}
