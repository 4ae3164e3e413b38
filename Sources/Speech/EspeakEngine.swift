import CEspeakNG
import CEspeakSilent
import CountBikiKit
import Foundation
import SpeechClient

/// The process's one owner of libespeak-ng. The library keeps global state (voice, parameters,
/// the synthesis callback) and is not thread-safe, so every call goes through this actor.
actor EspeakEngine {
  static let shared = EspeakEngine()

  struct Started: Sendable {
    let sampleRate: Int
    let dataPath: String
    let version: String
  }

  private var started: Result<Started, SpeechError>?
  private var selectedVoice: String?

  /// Starts libespeak-ng once, with its default data location, in synchronous mode.
  func start() throws(SpeechError) -> Started {
    if let started { return try started.get() }
    let result = Result { () throws(SpeechError) -> Started in try Self.initialize() }
    started = result
    return try result.get()
  }

  private static func initialize() throws(SpeechError) -> Started {
    // espeak_Initialize prints to stderr and may exit() when data is missing; the espeak_ng_
    // calls return a status instead.
    espeak_ng_InitializePath(nil)
    var dataPathPointer: UnsafePointer<CChar>?
    let version = String(cString: espeak_Info(&dataPathPointer))
    let dataPath = dataPathPointer.map { String(cString: $0) } ?? "(unknown)"
    var context: espeak_ng_ERROR_CONTEXT?
    let status = espeak_ng_Initialize(&context)
    espeak_ng_ClearErrorContext(&context)
    try CStatus.check(status, .espeakInitialize(dataPath: dataPath))
    // No audio device: the interposed pcaudiolib constructor answers none (see CEspeakSilent).
    _ = cespeaksilent_linked()
    try CStatus.check(espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil), .espeakInitialize(dataPath: dataPath))
    guard FileManager.default.fileExists(atPath: dataPath + "/ja_dict") else {
      throw .japaneseDataMissing(dataPath: dataPath)
    }
    espeak_SetSynthCallback(collectSamples)
    return Started(sampleRate: Int(espeak_ng_GetSampleRate()), dataPath: dataPath, version: version)
  }

  /// The text espeak-ng is given for `parts`: it cannot read digits or kanji, so it gets our
  /// readings, as katakana with long vowels marked (`SpokenText`).
  static func text(for parts: [SpokenPart]) -> String {
    SpokenText.forReading(SpokenPart.reading(of: parts))
  }

  /// Says `utterance` in `voice` at `rate` times the voice's normal speed (within what
  /// espeak-ng reaches: `VoiceProfile.Engine.nativeRateRange`), as 16-bit samples at
  /// espeak-ng's sample rate.
  func render(_ utterance: Utterance, voice: EspeakVoice, rate: Double) throws(SpeechError) -> SpokenClip {
    let text = Self.text(for: utterance.parts)
    let pcm = try synthesize(text, voice: voice, rate: rate, pitch: utterance.pitch, volume: utterance.volume)
    return SpokenClip(
      pcm: pcm, engine: SpeechEngine.espeakNG.name, voice: utterance.voice.id, engineText: text, engineReading: text,
      fromWritten: false)
  }

  private func synthesize(_ text: String, voice: EspeakVoice, rate: Double, pitch: Double, volume: Double)
    throws(SpeechError) -> PCM
  {
    let started = try start()
    try select(voice)
    let wordsPerMinute = Int((Double(voice.wordsPerMinute) * rate).rounded())
    let range = EspeakVoice.wordsPerMinuteRange
    try setParameter(espeakRATE, min(max(wordsPerMinute, range.lowerBound), range.upperBound))
    try setParameter(espeakPITCH, min(100, max(0, Int((Double(voice.pitch) * pitch).rounded()))))
    try setParameter(espeakVOLUME, Int((100 * volume).rounded()))
    return PCM(samples: try render(text), sampleRate: started.sampleRate)
  }

  /// espeak-ng's phoneme mnemonics for `text` (as `espeak-ng -x` prints them), clauses joined by spaces.
  func phonemes(of text: String, voice: EspeakVoice) throws(SpeechError) -> String {
    _ = try start()
    try select(voice)
    var clauses: [String] = []
    text.withCString { base in
      var cursor: UnsafeRawPointer? = UnsafeRawPointer(base)
      while cursor != nil {
        guard let phonemes = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, 0) else { break }
        clauses.append(String(cString: phonemes))
      }
    }
    return clauses.joined(separator: " ")
  }

  /// A bare `espeak_Synth` of `text` with the current voice and parameters, counting samples but
  /// keeping none: the baseline the benchmark measures synthesis overhead against.
  func bareSynthesis(_ text: String) throws(SpeechError) -> Int {
    _ = try start()
    let sink = SampleSink(keep: false)
    let status = withExtendedLifetime(sink) {
      text.withCString {
        espeak_Synth($0, strlen($0) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
          Unmanaged.passUnretained(sink).toOpaque())
      }
    }
    guard status == EE_OK else { throw .synthesisFailed("espeak_Synth returned \(status.rawValue)") }
    return sink.count
  }

  private func render(_ text: String) throws(SpeechError) -> [Int16] {
    let sink = SampleSink(keep: true)
    let status = withExtendedLifetime(sink) {
      text.withCString {
        espeak_ng_Synthesize($0, strlen($0) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil,
          Unmanaged.passUnretained(sink).toOpaque())
      }
    }
    try CStatus.check(status, .espeakSynthesis)
    return sink.samples
  }

  private func select(_ voice: EspeakVoice) throws(SpeechError) {
    let name = voice.name
    guard name != selectedVoice else { return }
    selectedVoice = nil
    // espeak-ng silently ignores a variant it does not have.
    if let variant = voice.variant, let dataPath = try? start().dataPath,
      !FileManager.default.fileExists(atPath: "\(dataPath)/voices/!v/\(variant)")
    {
      throw .espeakVoiceNotFound(name)
    }
    try CStatus.check(espeak_ng_SetVoiceByName(name), .espeakVoice(name))
    selectedVoice = name
  }

  private func setParameter(_ parameter: espeak_PARAMETER, _ value: Int) throws(SpeechError) {
    try CStatus.check(espeak_ng_SetParameter(parameter, Int32(value), 0), .espeakSynthesis)
  }
}

/// Where the synthesis callback puts samples; passed to espeak-ng as the message's user data.
private final class SampleSink {
  let keep: Bool
  var samples: [Int16] = []
  var count = 0

  init(keep: Bool) {
    self.keep = keep
    if keep { samples.reserveCapacity(1 << 16) }
  }
}

/// espeak-ng's synthesis callback: appends each block of samples to the message's `SampleSink`.
private func collectSamples(
  _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
  guard let wav, count > 0, let userData = events?.pointee.user_data else { return 0 }
  let sink = Unmanaged<SampleSink>.fromOpaque(userData).takeUnretainedValue()
  sink.count += Int(count)
  if sink.keep { sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count))) }
  return 0
}
