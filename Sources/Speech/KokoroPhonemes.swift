import CountBikiKit
import Foundation
import SpeechClient

/// What Kokoro is given for an utterance, and the check that it spells our reading.
///
/// Our reading is cut into words of kana and the punctuation between them; each word goes to
/// the worker as it sounds (`OpenJTalkTrace.soundKey`: long vowels written ー, as Kokoro's training
/// text wrote them), where the package's own romanizer turns it into phonemes. The phonemes come
/// back with the clip, and `KokoroTable` reads them back into kana with the package's table turned
/// round: a clip is used only when that kana is our reading.
enum KokoroText {
  /// The words of `parts`: runs of kana in their sound form, and the marks 、。？！ alone.
  static func words(of parts: [SpokenPart]) -> [String] {
    var words: [String] = []
    for part in parts {
      var run = ""
      func flush() {
        let key = OpenJTalkTrace.soundKey(run)
        if !key.isEmpty { words.append(key) }
        run = ""
      }
      for character in part.reading {
        if isKana(character) {
          run.append(character)
        } else {
          flush()
          if let mark = marks[character] { words.append(mark) }
        }
      }
      flush()
    }
    return words
  }

  /// Our reading as the phonemes must spell it: the kana words of `parts` joined, each in
  /// `spelling` form.
  static func expected(_ parts: [SpokenPart]) -> String {
    spelling(words(of: parts).filter { !marks.values.contains($0) }.joined())
  }

  /// `kana` with the letters that sound alike written alike (を お, ゐ い, ゑ え, ゎ わ, ゔゅ びゅ).
  static func spelling(_ kana: String) -> String {
    var out = kana
    for (from, to) in [("を", "お"), ("ゐ", "い"), ("ゑ", "え"), ("ゎ", "わ"), ("ゕ", "か"), ("ゖ", "け"), ("ゔゅ", "びゅ"), ("ゔょ", "びょ")] {
      out = out.replacingOccurrences(of: from, with: to)
    }
    return out
  }

  /// The punctuation that shapes a phrase, in the form the romanizer reads.
  static let marks: [Character: String] = ["、": "、", "。": "。", "？": "？", "！": "！", "?": "？", "!": "！", ",": "、"]

  private static func isKana(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { (0x3041...0x30FA).contains($0.value) || $0 == "ー" }
  }
}

/// Kokoro's kana → phoneme table turned round: phonemes back into kana.
struct KokoroTable: Sendable {
  /// Phonemes → kana, the longest first when read.
  private let kana: [[Unicode.Scalar]: String]
  private let longest: Int

  /// From the package's table (kana → phonemes) as its worker sends it.
  init(table: [String: String]) {
    var inverse: [[Unicode.Scalar]: String] = [:]
    for (kana, phonemes) in table where !phonemes.isEmpty {
      let key = Array(phonemes.unicodeScalars)
      if let known = inverse[key], Self.preferred(known, over: kana) { continue }
      inverse[key] = kana
    }
    // っ, ー and ん have no entry: the romanizer writes them by rule.
    inverse[["ʔ"]] = "っ"
    inverse[["ː"]] = "ー"
    for nasal in ["m", "n", "ŋ", "ɲ", "ɴ"] { inverse[Array(nasal.unicodeScalars)] = "ん" }
    kana = inverse
    longest = inverse.keys.map(\.count).max() ?? 1
  }

  /// Whether `known` is the better spelling of a sound than `other`: kana as our readings write
  /// them (no small kana alone, no ぢ, づ, を, ゔゅ), then the shorter.
  private static func preferred(_ known: String, over other: String) -> Bool {
    func plain(_ kana: String) -> Bool {
      let odd: Set<Character> = ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ", "ぢ", "づ", "を", "ゐ", "ゑ"]
      let first = kana.first.map { odd.contains($0) } ?? true
      return !first && kana.unicodeScalars.allSatisfy { $0.value < 0x30A0 } && !kana.hasPrefix("ゔ")
    }
    if plain(known) != plain(other) { return plain(known) }
    return known.count <= other.count
  }

  /// The kana `phonemes` spell, spaces and punctuation skipped; nil where a phoneme has no kana.
  func kana(of phonemes: String) -> String? {
    let scalars = Array(phonemes.unicodeScalars)
    var out = ""
    var index = 0
    while index < scalars.count {
      if " ,.?!;:—…\"“”«»()".unicodeScalars.contains(scalars[index]) {
        index += 1
        continue
      }
      var matched = false
      for length in stride(from: min(longest, scalars.count - index), through: 1, by: -1) {
        if let kana = kana[Array(scalars[index..<index + length])] {
          out += kana
          index += length
          matched = true
          break
        }
      }
      if !matched { return nil }
    }
    return out
  }
}
