import Testing

@testable import Speech

/// A sound device in virtual time: it holds up to `capacity` frames and plays them at `rate`
/// once `startsAt` has passed (taking nothing before), and once it has run dry it reports what
/// the route in question reports.
struct SimulatedDevice {
  enum Route {
    /// A sound card: an underrun makes the delay call fail and stops the device.
    case hardware
    /// The PulseAudio plugin: the last latency it knew (`extra` frames) freezes, state XRUN.
    case pulseAudio
    /// PipeWire's pulse server: a few frames freeze in the delay, state still RUNNING.
    case pipeWirePulse
    /// A stream nothing consumes: every write is refused, for ever.
    case neverAccepting
  }

  let route: Route
  var capacity = 2205
  var startsAt: Duration = .zero
  var extra = 0
  var queued = 0
  var accepted = 0

  mutating func write(_ frames: Int, at now: Duration) -> Int {
    guard route != .neverAccepting, now >= startsAt else { return 0 }
    let taken = min(frames, capacity - queued)
    queued += taken
    accepted += taken
    return taken
  }

  mutating func advance(by time: Duration, from now: Duration, rate: Int) {
    let playing = max(.zero, now + time - max(now, startsAt))
    queued -= min(queued, Int(Double(rate) * seconds(playing)))
  }

  var report: DeviceReport {
    guard queued == 0, accepted > 0 else {
      return DeviceReport(delay: queued + extra, running: accepted > 0)
    }
    switch route {
    case .hardware: return DeviceReport(delay: nil, running: false)
    case .pulseAudio: return DeviceReport(delay: extra, running: false)
    case .pipeWirePulse, .neverAccepting: return DeviceReport(delay: extra, running: true)
    }
  }
}

private func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// What happened when a plan ran against a device: how it ended, when, and every sleep.
private struct Run {
  var ending: PlaybackPlan.Step
  var at: Duration
  var sleeps: [Duration]
  var heard: Int
}

/// Runs a plan for `frames` frames against `device` in virtual time, for at most 10,000 steps.
private func play(frames: Int, rate: Int = 22050, on device: SimulatedDevice) -> Run {
  var device = device
  var plan = PlaybackPlan(frames: frames, rate: rate)
  var now = Duration.zero
  var sleeps: [Duration] = []
  for _ in 0..<10_000 {
    let step = plan.next(at: now, device: device.report)
    switch step {
    case .write(let count):
      plan.accepted(device.write(count, at: now), at: now)
    case .sleep(let time):
      device.advance(by: time, from: now, rate: rate)
      now += time
      sleeps.append(time)
    case .finished, .stalled:
      return Run(ending: step, at: now, sleeps: sleeps, heard: device.accepted - device.queued)
    }
  }
  return Run(ending: .sleep(.zero), at: now, sleeps: sleeps, heard: device.accepted - device.queued)
}

/// 1.5 s at 22,050 frames per second.
private let clip = 33075

@Suite struct PlaybackPlanTests {
  @Test func soundCardEndsAtTheClipsEnd() {
    let run = play(frames: clip, on: SimulatedDevice(route: .hardware))
    #expect(run.ending == .finished)
    #expect(run.heard == clip)
    #expect(run.at >= .milliseconds(1500) && run.at <= .milliseconds(1510), "\(run.at)")
  }

  @Test func pulseAudioFrozenLatencyInXrunEndsAtTheClipsEnd() {
    let run = play(frames: clip, on: SimulatedDevice(route: .pulseAudio, extra: 441))
    #expect(run.ending == .finished)
    #expect(run.heard == clip)
    #expect(run.at >= .milliseconds(1500) && run.at <= .milliseconds(1510), "\(run.at)")
  }

  @Test func pipeWireFrozenDelayWhileRunningEndsOnceItStopsFalling() {
    let run = play(frames: clip, on: SimulatedDevice(route: .pipeWirePulse, extra: 20))
    #expect(run.ending == .finished)
    #expect(run.heard == clip)
    #expect(run.at >= .milliseconds(1600) && run.at <= .milliseconds(1620), "\(run.at)")
  }

  @Test func startStallOfPulseAudioIsWaitedOutAndTheWholeClipHeard() {
    let device = SimulatedDevice(route: .pulseAudio, startsAt: .milliseconds(1800), extra: 441)
    let run = play(frames: clip, on: device)
    #expect(run.ending == .finished)
    #expect(run.heard == clip)
    // The sound starts 1.8 s late, so it ends 1.8 s after the clip's wall-clock end.
    #expect(run.at >= .milliseconds(3300) && run.at <= .milliseconds(3320), "\(run.at)")
  }

  /// A 1.3 s sound with a 0.2 s silent tail ends when the sound does, 1.3 s after the first write,
  /// on a sound card holding 100 ms and on a device that takes everything (the `file` plugin):
  /// the silence is written only while the sound plays and is never waited for.
  @Test(arguments: [2205, 1 << 30])
  func silentTailIsNotWaitedFor(capacity: Int) {
    var device = SimulatedDevice(route: .hardware)
    device.capacity = capacity
    var plan = PlaybackPlan(frames: clip, rate: 22050, tail: 4410)
    var now = Duration.zero
    var step = plan.next(at: now, device: device.report)
    while step != .finished {
      switch step {
      case .write(let count): plan.accepted(device.write(count, at: now), at: now)
      case .sleep(let time):
        device.advance(by: time, from: now, rate: 22050)
        now += time
      default: Issue.record("unexpected \(step)")
      }
      step = plan.next(at: now, device: device.report)
    }
    #expect(now >= .milliseconds(1300) && now <= .milliseconds(1310), "\(now)")
    // The whole sound has been played, and what the device still held was silence.
    #expect(device.accepted - device.queued >= clip - 4410)
    #expect(plan.written >= clip - 4410 + device.queued)
  }

  @Test func deviceThatNeverAcceptsASampleStallsAfterFourSeconds() {
    let run = play(frames: clip, on: SimulatedDevice(route: .neverAccepting))
    #expect(run.ending == .stalled(.seconds(4)))
    #expect(run.at == .seconds(4))
    #expect(run.heard == 0)
  }

  @Test func deviceThatStopsMidClipStallsOnceItHasRefusedForFourSeconds() {
    var plan = PlaybackPlan(frames: clip, rate: 22050)
    let device = DeviceReport(delay: 220, running: true)
    #expect(plan.next(at: .zero, device: device) == .write(frames: 220))
    plan.accepted(220, at: .zero)
    plan.accepted(0, at: .milliseconds(500))
    #expect(plan.next(at: .milliseconds(501), device: device) == .sleep(.milliseconds(10)))
    #expect(plan.next(at: .milliseconds(511), device: device) == .write(frames: 220))
    plan.accepted(0, at: .milliseconds(4499))
    #expect(plan.next(at: .milliseconds(4499), device: device) == .sleep(.milliseconds(10)))
    plan.accepted(0, at: .milliseconds(4500))
    #expect(plan.next(at: .milliseconds(4500), device: device) == .stalled(.seconds(4)))
  }

  @Test func processNotScheduledForSecondsIsNoStall() {
    var plan = PlaybackPlan(frames: clip, rate: 22050)
    let device = DeviceReport(delay: 2205, running: true)
    plan.accepted(2205, at: .zero)
    plan.accepted(0, at: .milliseconds(10))
    // The next step comes 14 s later; the device takes the next write at once.
    #expect(plan.next(at: .seconds(14), device: device) == .sleep(.milliseconds(10)))
    #expect(plan.next(at: .milliseconds(14_010), device: device) == .write(frames: 220))
    plan.accepted(220, at: .milliseconds(14_010))
    #expect(plan.next(at: .milliseconds(14_010), device: device) == .write(frames: 220))
  }

  @Test func delayThatKeepsChangingPastTheEndIsCutThreeSecondsLate() {
    var plan = PlaybackPlan(frames: 2205, rate: 22050)
    plan.accepted(2205, at: .zero)
    var now = Duration.milliseconds(100)
    var step = plan.next(at: now, device: DeviceReport(delay: 500, running: true))
    var delay = 500
    while case .sleep(let time) = step {
      now += time
      delay = delay == 500 ? 400 : 500
      step = plan.next(at: now, device: DeviceReport(delay: delay, running: true))
    }
    #expect(step == .finished)
    #expect(now >= .milliseconds(3100) && now <= .milliseconds(3110), "\(now)")
  }

  @Test(arguments: [SimulatedDevice.Route.hardware, .pulseAudio, .pipeWirePulse, .neverAccepting])
  func everySleepIsBetweenOneAndTenMilliseconds(route: SimulatedDevice.Route) {
    let run = play(frames: clip, on: SimulatedDevice(route: route, extra: 300))
    #expect(!run.sleeps.isEmpty)
    #expect(run.sleeps.allSatisfy { $0 >= .milliseconds(1) && $0 <= .milliseconds(10) })
  }

  @Test func writingRunsAtMost160MillisecondsAheadOfTheClock() {
    var device = SimulatedDevice(route: .hardware)
    device.capacity = 1 << 30
    var plan = PlaybackPlan(frames: clip, rate: 22050)
    var now = Duration.zero
    while case let step = plan.next(at: now, device: device.report), step != .finished {
      switch step {
      case .write(let count): plan.accepted(device.write(count, at: now), at: now)
      case .sleep(let time): now += time
      default: Issue.record("unexpected \(step)")
      }
      #expect(Double(plan.written) / 22050 - seconds(now) <= 0.16)
    }
  }
}
