import CALSA
import Foundation
import SpeechClient

/// One ALSA playback device, opened on first use and kept open for every later clip.
///
/// The device is opened non-blocking and no call on it ever waits: `PlaybackPlan` decides when to
/// write, how long to sleep (never more than `PlaybackPlan.slice`, checking for cancellation) and
/// when a clip has been heard, so a cancelled clip is dropped (`snd_pcm_drop`) within a few
/// milliseconds and a sound server that freezes its delay cannot hold playback. Clips play one at
/// a time, in the order they were submitted.
actor AudioOutput {
  /// Silence added after each clip so the device does not cut its last syllable; it is written,
  /// but not waited for once the sound before it has been played.
  static let trailingSilence = 0.2

  let device: String
  /// Called when a clip's first samples have been handed to the device, with the delay it
  /// reports then.
  let onSoundStart: (@Sendable (_ queued: Duration?) -> Void)?
  private var handle: OpaquePointer?
  private var configuredRate = 0
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(device: String, onSoundStart: (@Sendable (_ queued: Duration?) -> Void)? = nil) {
    self.device = device
    self.onSoundStart = onSoundStart
  }

  isolated deinit {
    if let handle { snd_pcm_close(handle) }
  }

  /// Opens the device now (it is opened on first play otherwise), so a missing sound card is
  /// known before the first clip is due.
  func open(sampleRate: Int) throws(SpeechError) {
    if handle == nil {
      AudioOutput.silenceLibraryMessages()
      var opened: OpaquePointer?
      try CStatus.check(
        snd_pcm_open(&opened, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK),
        .alsaOpen(device: device))
      handle = opened
      configuredRate = 0
    }
    guard let handle, configuredRate != sampleRate else { return }
    do {
      try CStatus.check(
        snd_pcm_set_params(
          handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1,
          100_000),
        .alsaOpen(device: device))
    } catch {
      close()
      throw error
    }
    configuredRate = sampleRate
  }

  /// Plays `pcm` followed by `trailingSilence`, returning when the device has played it.
  /// Cancelling the calling task stops the sound and throws `CancellationError`; a device that
  /// takes no sample for `PlaybackPlan.stallLimit` throws `SpeechError.deviceStalled`.
  func play(_ pcm: PCM) async throws {
    await waitForTurn()
    defer { endTurn() }
    try Task.checkCancellation()
    try open(sampleRate: pcm.sampleRate)
    guard let handle else { return }
    let samples =
      pcm.samples + PCM.silence(seconds: Self.trailingSilence, sampleRate: pcm.sampleRate).samples
    do {
      try CStatus.check(snd_pcm_prepare(handle), .alsaPlayback)
      let plan = PlaybackPlan(
        frames: samples.count, rate: pcm.sampleRate, tail: samples.count - pcm.samples.count)
      try await run(plan, samples, on: handle)
    } catch {
      snd_pcm_drop(handle)
      throw error
    }
    // Whatever the device still holds is the trailing silence; dropping it never blocks.
    snd_pcm_drop(handle)
  }

  /// Carries out `plan` step by step; every call on the device returns at once.
  private func run(_ plan: PlaybackPlan, _ samples: [Int16], on handle: OpaquePointer) async throws
  {
    var plan = plan
    let clock = ContinuousClock()
    let began = clock.now
    while true {
      try Task.checkCancellation()
      switch plan.next(at: clock.now - began, device: report(handle)) {
      case .write(let frames):
        let result = samples.withUnsafeBufferPointer {
          snd_pcm_writei(handle, $0.baseAddress! + plan.written, snd_pcm_uframes_t(frames))
        }
        if result == -Int(EAGAIN) {
          plan.accepted(0, at: clock.now - began)
        } else if result < 0 {
          try recover(handle, Int32(result))
        } else {
          plan.accepted(result, at: clock.now - began)
          if plan.written == result, let onSoundStart {
            onSoundStart(report(handle).delay.map { .seconds(Double($0) / Double(plan.rate)) })
          }
          // A clip shorter than the start threshold leaves the device waiting for more.
          if plan.written == samples.count, snd_pcm_state(handle) == SND_PCM_STATE_PREPARED {
            snd_pcm_start(handle)
          }
        }
      case .sleep(let duration):
        try await Task.sleep(for: duration)
      case .finished:
        return
      case .stalled(let duration):
        throw SpeechError.deviceStalled(device: device, seconds: Int(duration.components.seconds))
      }
    }
  }

  private func report(_ handle: OpaquePointer) -> DeviceReport {
    var delay = snd_pcm_sframes_t(0)
    let status = snd_pcm_delay(handle, &delay)
    return DeviceReport(
      delay: status == 0 ? delay : nil, running: snd_pcm_state(handle) == SND_PCM_STATE_RUNNING)
  }

  /// Recovers from an underrun (`-EPIPE`) or a suspended device (`-ESTRPIPE`); other errors throw.
  private func recover(_ handle: OpaquePointer, _ code: Int32) throws(SpeechError) {
    let recoverable = code == -EPIPE || code == -ESTRPIPE
    try CStatus.check(recoverable ? snd_pcm_recover(handle, code, 1) : code, .alsaPlayback)
  }

  private func close() {
    if let handle { snd_pcm_close(handle) }
    handle = nil
    configuredRate = 0
  }

  private func waitForTurn() async {
    guard busy else {
      busy = true
      return
    }
    // endTurn hands the turn over without clearing `busy`, so no newcomer can slip in between.
    await withCheckedContinuation { waiting.append($0) }
  }

  private func endTurn() {
    if waiting.isEmpty {
      busy = false
    } else {
      waiting.removeFirst().resume()
    }
  }

  /// libasound prints its own errors to stderr; countbiki reports them itself, in one sentence.
  static func silenceLibraryMessages() {
    _ = silence
  }

  private static let silence: Void = countbiki_alsa_silence_errors()
}
