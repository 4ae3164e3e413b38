import Foundation
import SpeechClient
import Synchronization
import SystemCalls

/// Writes a 16-bit mono WAV file as its audio comes, so a long recording is never held whole.
///
/// The samples go to a temporary file beside the destination (beside a symbolic link's target,
/// when the destination is a link), and `finish()` writes the header's sizes and renames the file
/// into place: the learner's file is either the whole new recording or left as it was. A writer
/// discarded (or dropped) before `finish()` removes its temporary file. A destination that exists
/// and is not a regular file (`/dev/null`, a FIFO, `/dev/stdout`) is written into directly and
/// never replaced.
public final class WAVWriter {
  /// The file the learner named.
  public let path: String
  /// Where the recording goes when finished (the link's target for a link).
  private let destination: String
  /// The file being written: the temporary file, or the destination itself when it is special.
  private let writing: String
  private let descriptor: Int32
  private let inPlace: Bool
  private var sampleRate: Int?
  private var dataBytes: UInt64 = 0
  private var done = false

  /// The temporary files of recordings not finished yet, for `removeUnfinished()`.
  private static let unfinished = Mutex<Set<String>>([])

  /// The most a WAV file can hold: its sizes are 32-bit.
  static let largestData = UInt64(UInt32.max - 36)

  /// Starts a recording for `url`; nothing is there until `finish()`.
  public init(url: URL) throws(SpeechError) {
    path = url.path
    destination = linkTarget(url.path)
    var info = stat()
    inPlace = stat(destination, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
    // Why the file could not be opened, read before any other call can change errno.
    var failure: Int32 = 0
    if inPlace {
      writing = destination
      descriptor = open(destination, O_WRONLY | O_CLOEXEC)
      failure = errno
    } else {
      let folder = (destination as NSString).deletingLastPathComponent
      let name = (destination as NSString).lastPathComponent
      var template = Array(
        ((folder.isEmpty ? "." : folder) + "/.\(name).countbiki-XXXXXX").utf8CString)
      descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      failure = errno
      writing = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if descriptor >= 0 {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        Self.unfinished.withLock { _ = $0.insert(writing) }
      }
    }
    guard descriptor >= 0 else { throw .wavFile(path: path, reason: Self.reason(failure)) }
    if !inPlace {
      // The header's place; its sizes are written when the recording is finished.
      try write(Data(count: 44))
    }
  }

  deinit {
    if !done { discard() }
  }

  /// Adds `pcm` to the recording. Every clip of one recording has the same sample rate.
  public func append(_ pcm: PCM) throws(SpeechError) {
    if sampleRate == nil {
      sampleRate = pcm.sampleRate
      // A pipe cannot be written again at its start: it gets sizes that say "up to the end".
      if inPlace {
        let header = PCM.wavHeader(sampleRate: pcm.sampleRate, dataBytes: UInt32(Self.largestData))
        try write(header)
      }
    }
    guard pcm.sampleRate == sampleRate else {
      throw .wavFile(path: path, reason: "its clips have different sample rates")
    }
    dataBytes += UInt64(pcm.samples.count * 2)
    guard dataBytes <= Self.largestData else {
      throw .wavFile(path: path, reason: "the audio is longer than a WAV file can hold")
    }
    let little = pcm.samples.map(\.littleEndian)
    try check(little.withUnsafeBytes { writeAll(descriptor, $0) })
  }

  /// Writes the header and puts the file in place.
  public func finish() throws(SpeechError) {
    defer { done = true }
    if inPlace {
      if sampleRate == nil { try append(PCM(samples: [], sampleRate: 22050)) }
      close(descriptor)
      return
    }
    let header = PCM.wavHeader(sampleRate: sampleRate ?? 22050, dataBytes: UInt32(dataBytes))
    let written = header.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    guard written == header.count else {
      let error = SpeechError.wavFile(path: path, reason: Self.reason(errno))
      discard()
      throw error
    }
    // The new file gets the permissions a file created by the learner would have.
    fchmod(descriptor, 0o666 & ~Self.umask)
    close(descriptor)
    Self.unfinished.withLock { _ = $0.remove(writing) }
    guard rename(writing, destination) == 0 else {
      let error = SpeechError.wavFile(path: path, reason: Self.reason(errno))
      unlink(writing)
      throw error
    }
  }

  /// Abandons the recording: the temporary file is removed and the destination left as it was.
  public func discard() {
    guard !done else { return }
    done = true
    close(descriptor)
    if !inPlace {
      unlink(writing)
      Self.unfinished.withLock { _ = $0.remove(writing) }
    }
  }

  /// Removes the temporary file of every recording not finished yet: for a process about to end
  /// on a signal while a recording is still being made on another thread.
  public static func removeUnfinished() {
    for file in unfinished.withLock({ $0 }) { unlink(file) }
  }

  private func write(_ data: Data) throws(SpeechError) {
    try check(data.withUnsafeBytes { writeAll(descriptor, $0) })
  }

  private func check(_ code: Int32) throws(SpeechError) {
    guard code == 0 else { throw .wavFile(path: path, reason: Self.reason(code)) }
  }

  /// The process's file creation mask, read without changing it (`umask()` sets it while it
  /// reads it, which another thread creating a file meanwhile would feel).
  private static let umask: mode_t = {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
    return line.flatMap { mode_t($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) }
      ?? 0o022
  }()

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
