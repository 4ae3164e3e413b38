import CountBikiKit
import Foundation
import SpeechClient
import TopicFiles

/// Kokoro in this process: one worker for all five speakers, started the first time a Kokoro
/// voice is due (or earlier, by `warmUp`, while a drill prepares its first question), kept for
/// the session, restarted once if it dies. After that, or when Kokoro is not installed, every
/// call fails at once and the caller's fallback speaks.
///
/// Every clip is checked: the phonemes the worker says it was given are read back into kana
/// with the package's own table, and must spell our reading.
public actor KokoroEngine {
  public static let shared = KokoroEngine()

  private var worker: KokoroWorker?
  private var table: KokoroTable?
  private var starting: Task<(KokoroWorker, KokoroTable), any Error>?
  private var starts = 0
  /// Why Kokoro cannot speak in this process, once it has failed for good.
  private var failure: SpeechError?
  private let environment: [String: String]
  /// How many times a worker that dies is started again: once in a session. A test process, in
  /// which other tests' stop signals end every child, allows more.
  private let restarts: Int

  public init(environment: [String: String] = ProcessInfo.processInfo.environment, restarts: Int = 1) {
    self.environment = environment
    self.restarts = restarts
  }

  /// How long the model may take to load: 30 s, or `COUNTBIKI_ENGINE_DEADLINE_MS`.
  var startDeadline: Duration { configuredDeadline ?? .seconds(30) }
  /// How long one clip may take: 15 s, or `COUNTBIKI_ENGINE_DEADLINE_MS`.
  var callDeadline: Duration { configuredDeadline ?? .seconds(15) }
  private var configuredDeadline: Duration? {
    environment["COUNTBIKI_ENGINE_DEADLINE_MS"].flatMap(Int.init).map(Duration.milliseconds)
  }

  /// Starts the worker now when Kokoro is installed, without waiting for its model.
  public func warmUp() {
    guard failure == nil, worker == nil, starting == nil,
      (try? KokoroInstallation.locate(environment: environment)) != nil
    else { return }
    _ = start()
  }

  /// Says `utterance` with `voice` at `rate` times its normal speed (within the model's:
  /// `VoiceProfile.Engine.nativeRateRange`), resampled to `sampleRate`.
  public func render(_ utterance: Utterance, voice: KokoroVoice, rate: Double, sampleRate: Int) async throws
    -> SpokenClip
  {
    let words = KokoroText.words(of: utterance.parts)
    let speed = voice.modelSpeed(rate: rate, pitch: utterance.pitch)
    let (phonemes, samples, table) = try await withRestart { worker, table in
      let said = try await worker.say(words, speaker: voice.speaker, speed: speed, deadline: self.callDeadline)
      return (said.phonemes, said.samples, table)
    }
    let heard = try Self.check(phonemes, table: table, parts: utterance.parts)
    // The model's 24 kHz clip heard as if made at 24 kHz × pitch: higher or lower by `pitch`,
    // shorter or longer by as much, which the model's speed has made up for.
    var pcm = try PCM(samples: samples, sampleRate: Int((24_000 * utterance.pitch).rounded()))
      .trimmed(keeping: .milliseconds(60)).resampled(to: sampleRate).trimmed(keeping: .milliseconds(60))
    pcm.scale(by: utterance.volume)
    return SpokenClip(
      pcm: pcm, engine: "kokoro", voice: utterance.voice.id, engineText: phonemes, engineReading: heard,
      fromWritten: false)
  }

  /// The phonemes Kokoro is given for `parts`, and the kana they spell, which is our reading
  /// (or the call throws `readingMismatch`).
  public func phonemes(for parts: [SpokenPart]) async throws -> (phonemes: String, kana: String) {
    let words = KokoroText.words(of: parts)
    let (phonemes, table) = try await withRestart { worker, table in
      (try await worker.phonemes(words, deadline: self.callDeadline), table)
    }
    return (phonemes, try Self.check(phonemes, table: table, parts: parts))
  }

  /// The worker's process id, while one runs (for a benchmark's memory reading).
  public func workerProcessID() -> Int32? {
    worker.flatMap { $0.isRunning ? $0.pid : nil }
  }

  /// Ends the worker (a session's end).
  public func stop() {
    worker?.stop()
    worker = nil
    starting?.cancel()
    starting = nil
  }

  /// The kana `phonemes` spell, when it is our reading of `parts`.
  static func check(_ phonemes: String, table: KokoroTable, parts: [SpokenPart]) throws(SpeechError) -> String {
    let expected = KokoroText.expected(parts)
    guard let heard = table.kana(of: phonemes), KokoroText.spelling(heard) == expected else {
      throw .readingMismatch(expected: SpokenPart.reading(of: parts), heard: table.kana(of: phonemes) ?? phonemes)
    }
    return heard
  }

  /// `body` with the running worker; when the worker has died it is started once more in this
  /// process and `body` tried again.
  private func withRestart<T: Sendable>(
    _ body: @Sendable (KokoroWorker, KokoroTable) async throws -> T
  ) async throws -> T {
    while true {
      if let failure { throw failure }
      let (worker, table) = try await running()
      do {
        return try await body(worker, table)
      } catch let error as SpeechError {
        guard !worker.isRunning else { throw error }
        if self.worker === worker { self.worker = nil }
        guard starts <= restarts else {
          failure = error
          throw error
        }
      }
    }
  }

  /// The worker, started and greeted.
  private func running() async throws -> (KokoroWorker, KokoroTable) {
    if let worker, let table, worker.isRunning { return (worker, table) }
    let task = starting ?? start()
    do {
      let (worker, table) = try await task.value
      starting = nil
      self.worker = worker
      self.table = table
      return (worker, table)
    } catch let error as SpeechError {
      starting = nil
      if starts > restarts || error.isMissingInstallation { failure = error }
      throw error
    }
  }

  private func start() -> Task<(KokoroWorker, KokoroTable), any Error> {
    starts += 1
    let environment = self.environment
    let deadline = startDeadline
    let task = Task<(KokoroWorker, KokoroTable), any Error> {
      let installation = try KokoroInstallation.locate(environment: environment)
      let worker = try KokoroWorker(installation: installation, script: try Self.script(environment: environment))
      let hello = try await worker.hello(deadline: deadline)
      return (worker, KokoroTable(table: hello.table))
    }
    starting = task
    return task
  }

  /// The worker script: `COUNTBIKI_KOKORO_WORKER`, else `Voices/engines/kokoro_worker.py`.
  static func script(environment: [String: String]) throws(SpeechError) -> URL {
    if let path = environment["COUNTBIKI_KOKORO_WORKER"], !path.isEmpty { return URL(fileURLWithPath: path) }
    guard let voices = try? ResourceDirectory.find("Voices", environment: environment) else {
      throw .kokoroMissing("countbiki's Voices folder, which holds its worker, cannot be found")
    }
    return voices.appendingPathComponent("engines/kokoro_worker.py")
  }
}

extension SpeechError {
  /// Whether the error says Kokoro is not installed (no retry can help).
  var isMissingInstallation: Bool {
    if case .kokoroMissing = self { return true }
    return false
  }
}
