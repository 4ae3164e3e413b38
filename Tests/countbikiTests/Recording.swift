import Foundation
import Synchronization
import TestSupport

/// What a null sink's monitor heard, recorded with `parecord` as 16-bit mono at 22,050 Hz, with
/// the moment each piece arrived, so a test can tell when a sound stopped on the clock.
final class Recording {
  static let rate = 22050
  /// The level above which a sample counts as sound: 1 % of full scale, as `sox silence … 1%`.
  static let threshold = 328

  private struct Store {
    var samples: [Int16] = []
    /// When the sample at each offset had arrived (one entry per piece read).
    var arrivals: [(offset: Int, at: ContinuousClock.Instant)] = []
    var odd: UInt8?

    mutating func append(_ data: Data, at now: ContinuousClock.Instant) {
      var bytes = [UInt8](data)
      if let odd { bytes.insert(odd, at: 0) }
      odd = bytes.count % 2 == 1 ? bytes.removeLast() : nil
      arrivals.append((samples.count, now))
      samples += stride(from: 0, to: bytes.count, by: 2).map {
        Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
      }
    }
  }

  /// What the watching thread shares with the test.
  private final class Shared: Sendable {
    let heard = Mutex(Store())
    let stopped = Mutex(false)
  }

  private let process: ChildProcess
  private let file: URL
  private let shared = Shared()

  /// Starts `parecord` writing to a file in `folder` (a file, not a pipe: a pipe's end can be
  /// inherited by any process started meanwhile and never report its end), and a thread that
  /// reads what is added every 2 ms and notes when it came.
  init(environment: [String: String], in folder: URL) throws {
    file = folder.appendingPathComponent("monitor-\(UUID().uuidString).raw")
    _ = FileManager.default.createFile(atPath: file.path, contents: nil)
    process = try ChildProcess(
      "/usr/bin/parecord",
      [
        "-d", "nul.monitor", "--raw", "--format=s16le", "--rate=\(Self.rate)", "--channels=1",
        "--latency-msec=5",
      ], environment: environment, output: file, realTime: true)
    let (shared, reading) = (shared, try FileHandle(forReadingFrom: file))
    Thread {
      while !shared.stopped.withLock({ $0 }) {
        let data = reading.availableData
        if data.isEmpty {
          usleep(2000)
          continue
        }
        let now = ContinuousClock.now
        shared.heard.withLock { $0.append(data, at: now) }
      }
    }.start()
    // Ready once the monitor has delivered a quarter second.
    _ = try Deadline.poll(.seconds(10), "the sink's monitor delivered nothing") {
      shared.heard.withLock { $0.samples.count > Self.rate / 4 ? true : nil }
    }
  }

  deinit {
    shared.stopped.withLock { $0 = true }
  }

  typealias Heard = (samples: [Int16], arrivals: [(offset: Int, at: ContinuousClock.Instant)])

  /// What has been heard so far.
  func snapshot() -> Heard {
    shared.heard.withLock { ($0.samples, $0.arrivals) }
  }

  /// Waits (up to `limit`) until what has been heard so far satisfies `condition`.
  @discardableResult
  func wait(
    _ limit: Duration = .seconds(20), for what: String,
    until condition: (_ sounds: [Range<Int>], _ total: Int) -> Bool
  ) throws -> Heard {
    do {
      return try Deadline.poll(limit, "") {
        let heard = snapshot()
        return condition(Self.sounds(in: heard.samples), heard.samples.count) ? heard : nil
      }
    } catch is TestFailure {
      let heard = snapshot().samples
      let sounds = Self.sounds(in: heard).map {
        String(format: "%.2f s", Double($0.count) / Double(Self.rate))
      }
      throw TestFailure(
        "the sink never heard \(what); in \(heard.count / Self.rate) s it heard \(sounds.count) sounds: \(sounds)"
      )
    }
  }

  /// Waits until half a second of sound has been heard after the first `offset` samples (by
  /// default, all heard so far); returns the offset it counted from.
  @discardableResult
  func waitForHalfASecond(after offset: Int? = nil, what: String) throws -> Int {
    let start = offset ?? snapshot().samples.count
    try wait(for: what) { _, _ in
      let heard = self.snapshot().samples
      return heard.count > start
        && Self.sounds(in: Array(heard[start...])).map(\.count).reduce(0, +) > Self.rate / 2
    }
    return start
  }

  /// Waits until sound has been heard and then half a second of silence, however many pieces
  /// the sound came in (a loaded machine may leave a gap in a clip).
  @discardableResult
  func waitForSilenceAfterSound(what: String) throws -> Heard {
    try wait(for: what) { sounds, total in
      guard let last = sounds.last else { return false }
      return total - last.upperBound > Self.rate / 2
    }
  }

  /// Seconds of sound in `samples`: the stretches `sounds(in:gap:)` finds, without the gaps
  /// between them.
  static func soundSeconds(_ samples: some Collection<Int16>, gap: Double = 0.15) -> Double {
    Double(sounds(in: Array(samples), gap: gap).map(\.count).reduce(0, +)) / Double(rate)
  }

  /// Waits until `count` sounds have been heard, the last followed by half a second of silence.
  @discardableResult
  func waitForSounds(_ count: Int, what: String) throws -> Heard {
    try wait(for: what) { sounds, total in
      sounds.count == count && total - sounds[count - 1].upperBound > Self.rate / 2
    }
  }

  /// Stops recording and returns what was heard.
  func stop() throws -> Heard {
    process.send(SIGINT)
    _ = try? process.wait(.seconds(5))
    usleep(10_000)
    shared.stopped.withLock { $0 = true }
    return snapshot()
  }

  /// When the sample at `offset` had arrived: when the piece holding it was read.
  static func arrival(of offset: Int, in heard: Heard) -> ContinuousClock.Instant? {
    heard.arrivals.last { $0.offset <= offset }?.at
  }

  /// The stretches of sound in `samples`, as sample ranges: runs above `threshold`, with gaps
  /// shorter than `gap` seconds counted as part of the sound.
  static func sounds(in samples: [Int16], gap: Double = 0.15) -> [Range<Int>] {
    let longest = Int(gap * Double(rate))
    var result: [Range<Int>] = []
    for (index, sample) in samples.enumerated() where abs(Int(sample)) >= threshold {
      if let last = result.last, index - last.upperBound < longest {
        result[result.count - 1] = last.lowerBound..<(index + 1)
      } else {
        result.append(index..<(index + 1))
      }
    }
    return result
  }
}

/// The samples of a 16-bit mono WAV file as countbiki writes it (a 44-byte header).
func wavFileSamples(_ url: URL) throws -> [Int16] {
  let bytes = [UInt8](try Data(contentsOf: url).dropFirst(44))
  return stride(from: 0, to: bytes.count - 1, by: 2).map {
    Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
  }
}
