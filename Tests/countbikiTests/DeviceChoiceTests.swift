import Foundation
import TestSupport
import Testing

/// Choosing the ALSA device: `countbiki devices`, `--device`, `config set device` and
/// `config set audio none`, in a home whose `.asoundrc` defines two devices of its own:
/// `countbikicapture` (the `file` plugin, capturing what is played) and `countbikiquiet`.
struct DeviceChoiceTests {
  let home: URL
  let capture: URL

  init() throws {
    home = try TemporaryFolder.make("countbiki-devices")
    capture = home.appendingPathComponent("out.raw")
    try """
    pcm.countbikicapture {
      type file; slave.pcm "null"; file "\(capture.path)"; format "raw"
      hint { show on; description "countbiki test capture" }
    }
    pcm.countbikiquiet { type null; hint { show on; description "countbiki test sink" } }

    """.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
  }

  func run(_ arguments: [String], input: String = "") async throws -> Binary.Result {
    var environment = Isolation.environment(home: home)
    environment["COUNTBIKI_FAKE_CLOCK"] = "1"
    return try await Binary.run(arguments, input: input, environment: environment)
  }

  /// The lines of `countbiki devices` for the two test devices, spaces squeezed, and the marked
  /// lines.
  func listed() async throws -> (ours: [String], marked: [String]) {
    let result = try await run(["devices"])
    #expect(result.status == 0)
    #expect(result.error == "")
    let lines = result.output.split(separator: "\n").map(String.init)
    let ours = lines.filter { $0.contains("countbiki") }.map {
      $0.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
    }
    return (ours, lines.filter { $0.hasPrefix("*") })
  }

  @Test func devicesListsAlsaPlaybackDevicesAndMarksTheOneInUse() async throws {
    var (ours, marked) = try await listed()
    #expect(
      ours == [" countbikicapture countbiki test capture", " countbikiquiet countbiki test sink"])
    #expect(marked.count == 1)
    #expect(marked.first?.hasPrefix("* default ") == true)
    let set = try await run(["config", "set", "device", "countbikiquiet"])
    #expect(set.output == "device = countbikiquiet\n")
    (ours, marked) = try await listed()
    #expect(
      ours == [" countbikicapture countbiki test capture", "* countbikiquiet countbiki test sink"])
    #expect(marked.count == 1)
  }

  @Test func deviceFlagAndConfigPlayOnTheChosenDevice() async throws {
    let wav = home.appendingPathComponent("3.wav")
    #expect(try await run(["say", "3本", "--wav", wav.path]).status == 0)
    let written = try wavFileSamples(wav)
    let flag = try await run(["say", "3本", "--device", "countbikicapture"])
    #expect(flag.status == 0)
    #expect(flag.error == "")
    #expect(Array(try rawCapture().prefix(written.count)) == written)
    try FileManager.default.removeItem(at: capture)
    #expect(try await run(["config", "set", "device", "countbikicapture"]).status == 0)
    let drill = try await run(
      ["drill", "counters.hon", "--seed", "1", "--questions", "1"], input: "3\n")
    #expect(drill.status == 0)
    #expect(try rawCapture().count > written.count)
  }

  @Test func deviceThatDoesNotExistIsOneSentenceNamingIt() async throws {
    let sentence =
      "there is no audio device “countbikiNoSuch” (ALSA: No such file or directory); run `countbiki devices` to see the devices.\n"
    let say = try await run(["say", "3本", "--device", "countbikiNoSuch"])
    #expect(say.status == 2)
    #expect(say.error == "countbiki say: " + sentence)
    let drill = try await run(
      ["drill", "money.conbini", "--device", "countbikiNoSuch"], input: "893\n")
    #expect(drill.status == 2)
    #expect(drill.error == "countbiki drill: " + sentence)
    #expect(drill.output == "")
    let config = try await run(["config", "set", "device", "countbikiNoSuch"])
    #expect(config.status == 2)
    #expect(config.error == "countbiki config: " + sentence)
  }

  @Test func configSetAudioNoneMakesTextTheDefault() async throws {
    #expect(try await run(["config", "set", "device", "countbikicapture"]).status == 0)
    let set = try await run(["config", "set", "audio", "none"])
    #expect(set.output == "audio = none\n")
    let drill = try await run(
      ["drill", "money.conbini", "--seed", "1", "--questions", "1"], input: "893\n")
    #expect(drill.status == 0)
    #expect(drill.error == "")
    #expect(
      drill.output == """
        Q1 ♪ はっぴゃくきゅうじゅうさんえん
          893 → right: ¥893

        1 question: 1 right first time, 0 missed, 0 skipped in 1 s. Seed 1.
        Replay these questions with --seed 1.

        """)
    #expect(!FileManager.default.fileExists(atPath: capture.path))
    let bad = try await run(["config", "set", "audio", "loud"])
    #expect(bad.status == 2)
    #expect(bad.error == "countbiki config: audio must be alsa, none or wav:DIR, not “loud”.\n")
  }

  func rawCapture() throws -> [Int16] {
    let bytes = [UInt8](try Data(contentsOf: capture))
    return stride(from: 0, to: bytes.count - 1, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
  }
}
