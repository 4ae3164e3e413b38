import SpeechClient

/// What an audio device says about a clip it is playing, read once per step.
struct DeviceReport: Equatable, Sendable {
  /// Frames the device still holds (`snd_pcm_delay`), or nil when the call failed.
  var delay: Int?
  /// Whether the device is running (`SND_PCM_STATE_RUNNING`).
  var running: Bool
}

/// The decisions for one clip, step by step: how much to write, how long to sleep, when the clip
/// has been heard and when the device has failed. Pure: time and the device's answers come in as
/// values, so every route (a sound card, the `file` plugin, PulseAudio, PipeWire, a dead stream)
/// is a sequence of values a test can play.
///
/// The end of a clip never depends on the device's delay reaching 0: the PulseAudio plugin keeps
/// returning the last latency it knew once the stream runs dry, and PipeWire's pulse server
/// leaves a few frames in it with the stream still running. A clip ends once its wall-clock end
/// has passed and the device agrees: it holds nothing but the silence written after the sound
/// (a delay of 0 when there is none), the delay call fails, it is no longer running, or its
/// delay has stopped falling. The silent tail is written while the sound plays, as far as the
/// device takes it, and never waited for past the sound's end, so the next clip follows at once.
/// A device that refuses every sample for
/// `stallLimit` has failed; PulseAudio legitimately stalls for up to about 1.8 s when a stream
/// starts.
struct PlaybackPlan: Sendable {
  enum Step: Equatable, Sendable {
    /// Hand at most this many frames to the device, starting at `written`.
    case write(frames: Int)
    /// Sleep this long, then step again.
    case sleep(Duration)
    /// The clip has been heard.
    case finished
    /// The device has taken no sample for this long: it has stopped.
    case stalled(Duration)
  }

  /// How far writing may run ahead of the wall clock (it paces devices that consume at once).
  static let lead: Duration = .milliseconds(150)
  /// The longest sleep, so a cancel is noticed within a few milliseconds.
  static let slice: Duration = .milliseconds(10)
  /// The shortest sleep, so a device that answers the same thing forever cannot make the loop spin.
  static let shortest: Duration = .milliseconds(1)
  /// How long a delay must stay unchanged after the clip's end to count as frozen.
  static let frozen: Duration = .milliseconds(100)
  /// The longest a clip may run past its wall-clock end while its delay keeps changing.
  static let overrun: Duration = .seconds(3)
  /// How long the device may accept nothing before it counts as stopped.
  static let stallLimit: Duration = .seconds(4)

  let frames: Int
  let rate: Int
  /// Frames of silence at the end of the clip: once the device holds no more than these, the
  /// sound has been heard, and what is left need not be waited for.
  let tail: Int
  /// Frames handed to the device so far.
  private(set) var written = 0
  /// When the device began refusing samples, if its last answer was a refusal.
  private var refusedSince: Duration?
  /// How long the device has refused samples, once that reaches `stallLimit`.
  private var stalled: Duration?
  private var full = false
  private var lastDelay: Int?
  private var lastFall: Duration = .zero

  init(frames: Int, rate: Int, tail: Int = 0) {
    self.frames = frames
    self.rate = rate
    self.tail = min(tail, frames)
  }

  /// When the clip's sound (before its silent tail) ends on the wall clock, measured from its
  /// first write.
  var end: Duration { duration(frames - tail) }

  /// The next thing to do, `elapsed` after the clip's first write, with the device reporting
  /// `device`.
  mutating func next(at elapsed: Duration, device: DeviceReport) -> Step {
    // Once the sound is written and its wall-clock end has passed, the silence still to write
    // is not waited for: it would only hold the next clip back.
    if written < frames, written < frames - tail || elapsed < end {
      if let stalled { return .stalled(stalled) }
      if full {
        full = false
        return .sleep(Self.slice)
      }
      let ahead = duration(written) - elapsed
      if ahead > Self.lead { return .sleep(bounded(ahead - Self.lead)) }
      return .write(frames: min(frames - written, max(1, rate / 100)))
    }
    if elapsed < end { return .sleep(bounded(end - elapsed)) }
    // The device has played the sound once it holds no more than the silence written after it.
    let silence = written - (frames - tail)
    guard device.running, let delay = device.delay, delay > silence else { return .finished }
    if lastDelay.map({ delay < $0 }) ?? true { lastFall = elapsed }
    lastDelay = delay
    if elapsed - lastFall >= Self.frozen || elapsed - end >= Self.overrun { return .finished }
    return .sleep(bounded(duration(delay)))
  }

  /// Records what a write returned: `count` frames taken (0 when the device was full).
  ///
  /// Only refusals count towards a stall, from the first to the latest: a process that was not
  /// scheduled for a while has not seen the device refuse anything meanwhile.
  mutating func accepted(_ count: Int, at elapsed: Duration) {
    if count > 0 {
      written += count
      refusedSince = nil
    } else {
      full = true
      let since = refusedSince ?? elapsed
      refusedSince = since
      if elapsed - since >= Self.stallLimit { stalled = elapsed - since }
    }
  }

  private func duration(_ count: Int) -> Duration {
    .seconds(Double(count) / Double(rate))
  }

  private func bounded(_ wait: Duration) -> Duration {
    min(Self.slice, max(Self.shortest, wait))
  }
}
