import CountBikiKit
import Foundation
import SpeechClient
import SystemCalls

/// Open JTalk as a child process per clip: Debian's `open_jtalk` with its NAIST dictionary and
/// an HTS voice file.
///
/// A child process rather than libhtsengine in this process: Open JTalk's text analysis (MeCab,
/// the NAIST dictionary, its accent rules) lives only in the `open_jtalk` program, and driving
/// libhtsengine directly would mean writing our own full-context labels, accent included. One
/// run takes about 0.1 s for a number and 0.25 s for a sentence on a 2-core machine, and a
/// drill makes the next clip while the learner answers, so the process costs nothing audible.
///
/// Each run writes the wave and a trace of its text analysis; the trace's pronunciation field is
/// the reading it spoke. Where that is not our reading, the run is made again with the parts it
/// misread given as our reading in katakana, and checked again.
struct OpenJTalk: Sendable {
  let program: String
  let dictionary: String
  let voiceFile: String
  /// How long one run may take before it counts as hung: 10 s, or
  /// `COUNTBIKI_ENGINE_DEADLINE_MS` milliseconds.
  let deadline: Duration

  init(_ installation: OpenJTalkInstallation) {
    (program, dictionary) = (installation.program, installation.dictionary)
    (voiceFile, deadline) = (installation.voiceFile, installation.deadline)
  }

  /// The engine for `voice`, or why it cannot be used.
  static func locate(_ voice: OpenJTalkVoice) throws(SpeechError) -> OpenJTalk {
    OpenJTalk(try OpenJTalkInstallation.locate(voice))
  }

  /// Says `utterance` in `voice`, so that what is heard is our reading of every part. `rate`
  /// multiplies the voice's `-r`, which lengthens only the pauses; the voice itself is slowed by
  /// a stretch of the output (`SpeechEngine.hasNativeRate`).
  func render(_ utterance: Utterance, voice: OpenJTalkVoice, rate: Double, sampleRate: Int) async throws -> SpokenClip {
    let expected = Self.key(utterance.reading)
    // First the written form, for Open JTalk's own accent; then with the number parts as our
    // reading; last everything as our reading.
    var attempts: [[Bool]] = [utterance.parts.map { _ in false }]
    let numbers = utterance.parts.map { Self.holdsNumber($0.written) }
    if numbers.contains(true), numbers.contains(false) { attempts.append(numbers) }
    attempts.append(utterance.parts.map { _ in true })
    var heard = ""
    for overrule in attempts {
      let text = zip(utterance.parts, overrule).map { part, asReading in
        asReading ? SpokenText.forReading(part.reading) : part.written
      }.joined()
      let run = try await self.run(text, voice: voice, rate: rate, pitch: utterance.pitch)
      heard = run.pronunciation
      if Self.key(heard) == expected {
        // Trimmed before resampling, for speed, and after it, where a sample near the 1 % line
        // may have moved to either side of it.
        var pcm = try run.pcm.trimmed(keeping: .milliseconds(60)).resampled(to: sampleRate)
          .trimmed(keeping: .milliseconds(60))
        pcm.scale(by: utterance.volume)
        return SpokenClip(
          pcm: pcm, engine: SpeechEngine.openJTalk.name, voice: utterance.voice.id, engineText: text,
          engineReading: heard, fromWritten: !overrule.contains(true))
      }
    }
    throw SpeechError.readingMismatch(expected: utterance.reading, heard: heard)
  }

  /// What one run produced: its samples and the reading its trace says it spoke.
  struct Run {
    var pcm: PCM
    var pronunciation: String
  }

  /// The largest wave a run may write: about three minutes of 48 kHz 16-bit mono, far more
  /// than any question or sentence; a bigger file is refused unread.
  static let waveCap = 16 << 20

  private func run(_ text: String, voice: OpenJTalkVoice, rate: Double, pitch: Double) async throws -> Run {
    let folder: ScratchFolder
    do {
      folder = try ScratchFolder(prefix: "countbiki-open-jtalk")
    } catch {
      throw SpeechError.engineFailed(name: "open_jtalk", reason: "its folder cannot be made (\(error.reason))")
    }
    defer { folder.remove() }
    let input = folder.file("in.txt")
    let wave = folder.file("out.wav")
    let trace = folder.file("trace.txt")
    do {
      try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: input))
    } catch {
      throw SpeechError.engineFailed(name: "open_jtalk", reason: "its input cannot be written to \(folder.path)")
    }
    let speed = min(3, max(0.3, voice.speed * rate))
    let halfTones = voice.halfTones + 12 * log2(pitch)
    var arguments = [
      "-x", dictionary, "-m", voiceFile, "-ow", wave, "-ot", trace,
      "-r", String(format: "%.3f", speed), "-fm", String(format: "%.3f", halfTones),
    ]
    if let allPass = voice.allPass { arguments += ["-a", String(format: "%.3f", allPass)] }
    arguments.append(input)
    try await ChildRun.run(program, arguments, deadline: deadline)
    guard let waveBytes = readFile(wave, cap: Self.waveCap), let traceBytes = readFile(trace, cap: Self.waveCap)
    else { throw SpeechError.engineFailed(name: "open_jtalk", reason: "it wrote no audio, or too much, for “\(text)”") }
    return Run(
      pcm: try PCM(wav: Data(waveBytes), path: wave),
      pronunciation: OpenJTalkTrace.pronunciation(of: String(decoding: traceBytes, as: UTF8.self)))
  }

  /// A reading as it sounds, for comparing ours with the engine's.
  static func key(_ kana: String) -> String {
    OpenJTalkTrace.soundKey(kana)
  }

  /// Whether a written part holds a number, in digits or kanji numerals.
  static func holdsNumber(_ written: String) -> Bool {
    written.contains { $0.isNumber || "〇一二三四五六七八九十百千万億兆".contains($0) }
  }
}

/// What Open JTalk's trace (`-ot`) says it spoke.
public enum OpenJTalkTrace {
  /// The reading in an Open JTalk trace: the pronunciation field (the tenth) of every word of its
  /// text analysis, joined, in katakana without accent marks or pauses.
  public static func pronunciation(of trace: String) -> String {
    var words: [String] = []
    var inAnalysis = false
    for line in trace.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("[Text analysis result]") {
        inAnalysis = true
        continue
      }
      guard inAnalysis else { continue }
      if line.isEmpty || line.hasPrefix("[") { break }
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      if fields.count > 9 { words.append(String(fields[9])) }
    }
    return String(words.joined().unicodeScalars.filter(isSpokenKana).map(Character.init))
  }

  /// `kana` (hiragana or katakana) as it sounds, so that two spellings of one sound compare
  /// equal: in hiragana, づ as ず and ぢ as じ, each vowel that lengthens the one before it (とお, ごお, ごう, きゅう,
  /// けい, ぱあ) and each ー written as ー, anything but kana dropped (pauses, accent marks,
  /// spaces). ゴー and ごお, パーセント and ぱーせんと have one key.
  public static func soundKey(_ kana: String) -> String {
    var out = String.UnicodeScalarView()
    var lastVowel: Character?
    for scalar in kana.unicodeScalars {
      var s = scalar
      if (0x30A1...0x30F6).contains(s.value), let hiragana = Unicode.Scalar(s.value - 0x60) { s = hiragana }
      // づ and ず, ぢ and じ are one sound in standard Japanese (ちかづいて, チカズイテ).
      if s == "づ" { s = "ず" } else if s == "ぢ" { s = "じ" }
      if s == "ー" {
        if lastVowel != nil { out.append("ー") }
        continue
      }
      guard (0x3041...0x3096).contains(s.value) else { continue }
      if let previous = lastVowel, "あいうえお".unicodeScalars.contains(s), let vowel = Kana.vowel(of: s),
        vowel == previous || (s == "い" && previous == "e") || (s == "う" && previous == "o")
      {
        out.append("ー")
        continue
      }
      out.append(s)
      lastVowel = Kana.vowel(of: s)
    }
    return String(out)
  }

  static func isSpokenKana(_ scalar: Unicode.Scalar) -> Bool {
    (0x30A1...0x30FA).contains(scalar.value) || scalar == "ー"
  }

}
