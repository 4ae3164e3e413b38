import Foundation
import SpeechClient
import Synchronization
import SystemCalls

/// One running Kokoro worker (`Voices/engines/kokoro_worker.py` in Kokoro's private Python),
/// spoken to through its standard input and output: each frame a 4-byte big-endian length and
/// that many bytes; a request is JSON, an answer JSON followed, for speech, by 16-bit samples.
///
/// Calls are made one at a time on the worker's own queue, each with a deadline: a worker that
/// has not answered by then is killed and the call fails as hung. An answer that is not a frame
/// of the expected size and shape kills the worker too, as garbage. The worker runs as a
/// `ChildGroup`, so a stop signal ends it with countbiki; it also ends when its standard input
/// closes (`stop`, or countbiki's end, however it ends).
final class KokoroWorker: Sendable {
  /// What the worker said about itself when it started.
  struct Hello: Decodable, Sendable {
    var version: String
    var voices: [String]
    var sampleRate: Int
    var table: [String: String]
    var threads: Int
  }

  /// An answer's JSON frame.
  private struct Answer: Decodable {
    var ok: Bool
    var error: String?
    var phonemes: String?
    var samples: Int?
  }

  private struct Request: Encodable {
    var op: String
    var parts: [String]? = nil
    var voice: String? = nil
    var speed: Double? = nil
  }

  /// The largest JSON answer and the largest clip (two minutes at 24 kHz) a worker may send.
  static let jsonLimit = 1 << 20
  static let sampleLimit = 24_000 * 120

  private let child: ChildGroup
  private let input: Int32
  private let output: Int32
  private let queue = DispatchQueue(label: "countbiki.kokoro-worker")
  /// The number of the call in progress, whether its deadline killed the worker, and whether
  /// the worker is gone (it died, or was killed or stopped).
  private let watch = Mutex<(call: Int, killed: Bool, gone: Bool)>((0, false, false))

  /// Starts `script` with `installation`'s Python; the model loads while the caller goes on.
  init(installation: KokoroInstallation, script: URL) throws(SpeechError) {
    signal(SIGPIPE, SIG_IGN)
    var environment = ProcessInfo.processInfo.environment
    environment["COUNTBIKI_PARENT_PID"] = String(getpid())
    do {
      child = try ChildGroup(
        installation.python.path, ["-I", script.path, installation.modelFolder.path], environment: environment,
        input: .pipe, output: .pipe)
    } catch {
      throw .kokoroMissing(
        "its Python \(installation.python.path) cannot be started; run `\(KokoroInstallation.installCommand)` again")
    }
    guard let input = child.input, let output = child.output else {
      throw .engineFailed(name: "Kokoro", reason: "its worker has no pipes")
    }
    self.input = input
    self.output = output
  }

  /// The worker's process id (for a benchmark's memory reading).
  var pid: Int32 { child.pid }

  /// Waits for the model to load; the worker's description of itself.
  func hello(deadline: Duration) async throws -> Hello {
    let (json, _) = try await call(Request(op: "hello"), deadline: deadline)
    do {
      return try JSONDecoder().decode(Hello.self, from: json)
    } catch {
      throw garbage("its greeting is not what countbiki expects")
    }
  }

  /// The phonemes the package's romanizer makes of `words`.
  func phonemes(_ words: [String], deadline: Duration) async throws -> String {
    let (json, _) = try await call(Request(op: "phonemes", parts: words), deadline: deadline)
    guard let phonemes = try? JSONDecoder().decode(Answer.self, from: json).phonemes else {
      throw garbage("it sent no phonemes")
    }
    return phonemes
  }

  /// `words` said by `speaker` at `speed`: the phonemes it was given and 24 kHz samples.
  func say(_ words: [String], speaker: String, speed: Double, deadline: Duration) async throws
    -> (phonemes: String, samples: [Int16])
  {
    let request = Request(op: "say", parts: words, voice: speaker, speed: speed)
    let (json, samples) = try await call(request, deadline: deadline, withSamples: true)
    guard let phonemes = try? JSONDecoder().decode(Answer.self, from: json).phonemes else {
      throw garbage("it sent no phonemes")
    }
    return (phonemes, samples)
  }

  /// Ends the worker: its standard input closes, which it answers by exiting; one that is still
  /// there a second later is killed.
  func stop() {
    let wasGone = watch.withLock { watch in
      defer { watch.gone = true }
      return watch.gone
    }
    guard !wasGone else { return }
    // Closed on the worker's queue, after any call in progress.
    queue.async { [child] in child.closeInput() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [child] in child.end() }
  }

  /// Whether the worker is still there to answer.
  var isRunning: Bool {
    watch.withLock { !$0.gone }
  }

  private func call(_ request: Request, deadline: Duration, withSamples: Bool = false) async throws
    -> (json: Data, samples: [Int16])
  {
    try await withCheckedThrowingContinuation { continuation in
      queue.async {
        continuation.resume(with: Result { try self.callNow(request, deadline: deadline, withSamples: withSamples) })
      }
    }
  }

  /// One request and its answer, blocking the worker's queue.
  private func callNow(_ request: Request, deadline: Duration, withSamples: Bool) throws -> (json: Data, samples: [Int16]) {
    guard isRunning else { throw SpeechError.engineFailed(name: "Kokoro", reason: "its worker stopped") }
    let number = watch.withLock { watch in
      watch.call += 1
      watch.killed = false
      return watch.call
    }
    let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
      guard let self else { return }
      let late = watch.withLock { watch in
        guard watch.call == number else { return false }
        watch.killed = true
        return true
      }
      if late { child.end() }
    }
    defer { watch.withLock { $0.call += 1 } }
    let body = try JSONEncoder().encode(request)
    var frame = Self.lengthPrefix(body.count)
    frame.append(body)
    let written = frame.withUnsafeBytes { writeAll(input, $0) }
    guard written == 0 else { throw failure(number, deadline) }
    guard let json = try readFrame(limit: Self.jsonLimit) else { throw failure(number, deadline) }
    guard let answer = try? JSONDecoder().decode(Answer.self, from: json) else {
      throw garbage("its answer is not JSON")
    }
    guard answer.ok else {
      throw SpeechError.engineFailed(name: "Kokoro", reason: answer.error ?? "it gave no reason")
    }
    guard withSamples else { return (json, []) }
    guard let count = answer.samples, (0...Self.sampleLimit).contains(count) else {
      throw garbage("it announced no samples or too many")
    }
    guard let bytes = try readFrame(limit: 2 * Self.sampleLimit) else { throw failure(number, deadline) }
    guard bytes.count == 2 * count else { throw garbage("it sent \(bytes.count) bytes for \(count) samples") }
    let samples = bytes.withUnsafeBytes { raw in
      (0..<count).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: 2 * $0, as: Int16.self)) }
    }
    return (json, samples)
  }

  /// One frame from the worker, or nil at its end. A frame longer than `limit` is garbage, and
  /// the worker is killed: nothing that follows can be trusted.
  private func readFrame(limit: Int) throws(SpeechError) -> Data? {
    guard let head = readExactly(4) else { return nil }
    let length = head.reduce(0) { $0 << 8 | Int($1) }
    guard length <= limit else { throw garbage("it announced a frame of \(length) bytes") }
    return readExactly(length)
  }

  private func readExactly(_ count: Int) -> Data? {
    var data = Data(count: count)
    var filled = 0
    while filled < count {
      let got = data.withUnsafeMutableBytes { buffer in
        readSome(output, into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
      }
      if got <= 0 { return nil }
      filled += got
    }
    return data
  }

  /// Why a call found no answer: the deadline, or the worker's end.
  private func failure(_ number: Int, _ deadline: Duration) -> SpeechError {
    let killed = watch.withLock { $0.call == number && $0.killed }
    stop()
    if killed {
      let (seconds, attoseconds) = deadline.components
      return .engineHung(name: "Kokoro", milliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }
    return .engineFailed(name: "Kokoro", reason: "its worker stopped")
  }

  private func garbage(_ what: String) -> SpeechError {
    child.end()
    stop()
    return .engineFailed(name: "Kokoro", reason: "its worker answered garbage (\(what))")
  }

  private static func lengthPrefix(_ count: Int) -> Data {
    Data([UInt8(count >> 24 & 0xFF), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)])
  }
}
