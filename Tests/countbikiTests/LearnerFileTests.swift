import Foundation
import TestSupport
import Testing

/// Files a learner adds are checked as they are added and as they are loaded: a FIFO, a file too
/// big to be a voice, an id too long, an id already taken, a broken voice profile.

private let nitechFile = "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice"

/// An isolated home and the environment around it.
private func home() throws -> (URL, [String: String]) {
  let home = try TemporaryFolder.make("countbiki-learner-files")
  return (home, Isolation.environment(home: home))
}

private func voiceFolder(_ home: URL) -> URL {
  home.appendingPathComponent(".local/share/countbiki/voices")
}

@Test func addingAFIFOAsAVoiceIsRefusedAtOnce() async throws {
  let (home, environment) = try home()
  let fifo = home.appendingPathComponent("f.htsvoice")
  #expect(mkfifo(fifo.path, 0o600) == 0)
  let run = try await Binary.run(
    ["voices", "add", fifo.path], environment: environment, limit: .seconds(20))
  #expect(run.status == 1)
  #expect(
    run.error
      == "countbiki voices: \(fifo.path) cannot be used as a voice: it is not a regular file.\n")
  #expect(!FileManager.default.fileExists(atPath: voiceFolder(home).path))
}

@Test func aVoiceWithAGigabyteOfHolesOrALongTailIsRefusedUnread() async throws {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
  let (home, environment) = try home()
  for (size, told) in [
    (1 << 30, "it is larger than 64 MB, which no HTS voice is"),
    (32 << 20, "it holds"),
  ] {
    let file = home.appendingPathComponent("holes.htsvoice")
    try? FileManager.default.removeItem(at: file)
    try FileManager.default.copyItem(atPath: nitechFile, toPath: file.path)
    #expect(truncate(file.path, off_t(size)) == 0)
    let run = try await Binary.run(["voices", "add", file.path], environment: environment)
    #expect(run.status == 1)
    #expect(
      run.error.hasPrefix("countbiki voices: \(file.path) cannot be used as a voice: \(told)"),
      "\(run.error)")
  }
  #expect(!FileManager.default.fileExists(atPath: voiceFolder(home).path))
}

@Test func aLongIdIsRefusedBeforeAnythingIsCopied() async throws {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
  let (home, environment) = try home()
  let run = try await Binary.run(
    ["voices", "add", nitechFile, "--id", String(repeating: "a", count: 300)],
    environment: environment)
  #expect(run.status == 2)
  #expect(
    run.error
      == "countbiki voices: the voice id has 300 characters, more than the 64 an id may have; choose another with --id.\n"
  )
  #expect(!FileManager.default.fileExists(atPath: voiceFolder(home).path))
}

@Test func aSecondVoiceUnderAnIdAlreadyAddedIsRefused() async throws {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
  let (home, environment) = try home()
  let first = try await Binary.run(
    ["voices", "add", nitechFile, "--id", "mine"], environment: environment)
  #expect(first.status == 0, "\(first.error)")
  // The same voice again under the same id changes nothing and is fine.
  let again = try await Binary.run(
    ["voices", "add", nitechFile, "--id", "mine"], environment: environment)
  #expect(again.status == 0, "\(again.error)")
  let other = home.appendingPathComponent("other.htsvoice")
  try FileManager.default.copyItem(atPath: nitechFile, toPath: other.path)
  let second = try await Binary.run(
    ["voices", "add", other.path, "--id", "mine"], environment: environment)
  #expect(second.status == 2)
  #expect(
    second.error
      == "countbiki voices: “mine” is already an added voice (nitech_jp_atr503_m001); choose another id with --id.\n"
  )
  #expect(
    !FileManager.default.fileExists(
      atPath: voiceFolder(home).appendingPathComponent("other.htsvoice").path))
}

@Test(arguments: ["", "{", "[1, 2]"])
func aBrokenVoiceProfileIsNamedOnceAndSkipped(text: String) async throws {
  let (home, environment) = try home()
  try FileManager.default.createDirectory(at: voiceFolder(home), withIntermediateDirectories: true)
  try text.write(
    to: voiceFolder(home).appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
  let drill = try await Binary.run(
    [
      "drill", "counters.hon", "--seed", "2", "--questions", "1", "--audio", "none", "--no-history",
    ],
    input: "12\n", environment: environment)
  #expect(drill.status == 0)
  #expect(drill.output.hasPrefix("Q1 ♪ じゅうにほん\n  12 → right: 12本\n"))
  let voices = try await Binary.run(["voices"], environment: environment)
  #expect(voices.status == 0)
  for run in [drill, voices] {
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1, "\(run.error)")
    #expect(
      lines.first?.hasPrefix(
        "countbiki: skipping a voice: the voice profile broken.json cannot be used: ") == true)
  }
}
