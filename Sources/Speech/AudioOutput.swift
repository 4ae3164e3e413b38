import CALSA
import Foundation

/// One ALSA playback device, opened on first use and kept open for every later clip.
///
/// The device is opened non-blocking: samples are written as far as the device takes them, and
/// between writes the actor sleeps in slices of at most `slice`, checking for cancellation, so a
/// cancelled clip is dropped (`snd_pcm_drop`) within a few milliseconds. Writing never runs more
/// than `lead` ahead of the wall clock, which paces devices that consume at once (the `file`
/// plugin) like a real sound card. Clips play one at a time, in the order they were submitted.
actor AudioOutput {
  /// Silence added after each clip so the device does not cut its last syllable.
  static let trailingSilence = 0.2
  static let lead: Duration = .milliseconds(150)
  static let slice: Duration = .milliseconds(10)

  let device: String
  /// Called when a clip's first samples have been handed to the device.
  let onSoundStart: (@Sendable () -> Void)?
  private var handle: OpaquePointer?
  private var configuredRate = 0
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(device: String, onSoundStart: (@Sendable () -> Void)? = nil) {
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
      try CStatus.check(snd_pcm_open(&opened, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK), .alsaOpen(device: device))
      handle = opened
      configuredRate = 0
    }
    guard let handle, configuredRate != sampleRate else { return }
    do {
      try CStatus.check(
        snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(sampleRate), 1, 100_000),
        .alsaOpen(device: device))
    } catch {
      close()
      throw error
    }
    configuredRate = sampleRate
  }

  /// Plays `pcm` followed by `trailingSilence`, returning when the device has played it.
  /// Cancelling the calling task stops the sound and throws `CancellationError`.
  func play(_ pcm: PCM) async throws {
    await waitForTurn()
    defer { endTurn() }
    try Task.checkCancellation()
    try open(sampleRate: pcm.sampleRate)
    guard let handle else { return }
    let samples = pcm.samples + PCM.silence(seconds: Self.trailingSilence, sampleRate: pcm.sampleRate).samples
    do {
      try CStatus.check(snd_pcm_prepare(handle), .alsaPlayback)
      let clock = ContinuousClock()
      let began = clock.now
      let rate = Double(pcm.sampleRate)
      var written = 0
      while written < samples.count {
        try Task.checkCancellation()
        let ahead = Duration.seconds(Double(written) / rate) - (clock.now - began)
        if ahead > Self.lead {
          try await Task.sleep(for: min(Self.slice, ahead - Self.lead))
          continue
        }
        let chunk = min(samples.count - written, pcm.sampleRate / 100)
        let result = samples.withUnsafeBufferPointer {
          snd_pcm_writei(handle, $0.baseAddress! + written, snd_pcm_uframes_t(chunk))
        }
        if result == -Int(EAGAIN) {
          try await Task.sleep(for: Self.slice)
        } else if result < 0 {
          try recover(handle, Int32(result))
        } else {
          if written == 0 { onSoundStart?() }
          written += result
        }
      }
      if snd_pcm_state(handle) == SND_PCM_STATE_PREPARED { snd_pcm_start(handle) }
      try await waitUntilPlayed(handle, ends: began + .seconds(Double(written) / rate), clock: clock, rate: rate)
    } catch {
      snd_pcm_drop(handle)
      throw error
    }
  }

  /// Sleeps in short slices until the clip's end time has passed and the device holds no more
  /// samples, then drains what is left.
  private func waitUntilPlayed(_ handle: OpaquePointer, ends: ContinuousClock.Instant, clock: ContinuousClock, rate: Double) async throws {
    while true {
      try Task.checkCancellation()
      var delay = snd_pcm_sframes_t(0)
      let queued = snd_pcm_delay(handle, &delay) == 0 ? Duration.seconds(Double(max(0, delay)) / rate) : .zero
      let remaining = max(queued, ends - clock.now)
      if remaining <= .zero { break }
      try await Task.sleep(for: min(Self.slice, remaining))
    }
    snd_pcm_nonblock(handle, 0)
    snd_pcm_drain(handle)
    snd_pcm_nonblock(handle, 1)
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
