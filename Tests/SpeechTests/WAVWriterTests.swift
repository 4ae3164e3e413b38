import Foundation
import Speech
import SpeechClient
import Testing

/// The streaming WAV writer: the same bytes as a whole clip's `wavData`, nothing left behind when
/// a recording is abandoned, links written through and special files never replaced.
@Suite struct WAVWriterTests {
  let first = PCM(samples: [0, 1, -1, 32767], sampleRate: 22050)
  let second = PCM(samples: [-32768, 5], sampleRate: 22050)

  @Test func clipsAppendedOneByOneGiveTheWholeClipsFile() throws {
    let folder = try temporaryDirectory()
    let url = folder.appendingPathComponent("out.wav")
    let writer = try WAVWriter(url: url)
    try writer.append(first)
    try writer.append(second)
    // Nothing is at the learner's path until the recording is finished.
    #expect(!FileManager.default.fileExists(atPath: url.path))
    try writer.finish()
    let whole = PCM(samples: first.samples + second.samples, sampleRate: 22050)
    #expect(try Data(contentsOf: url) == whole.wavData)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
  }

  /// The reason given is why the file could not be made, not what a later call left in errno.
  @Test func aFileThatCannotBeMadeSaysWhy() throws {
    let folder = try temporaryDirectory()
    let missing = folder.appendingPathComponent("no/such/out.wav")
    #expect(
      throws: SpeechError.wavFile(path: missing.path, reason: "No such file or directory")
    ) { try WAVWriter(url: missing) }
    let long = folder.appendingPathComponent(String(repeating: "a", count: 300) + ".wav")
    #expect(throws: SpeechError.wavFile(path: long.path, reason: "File name too long")) {
      try WAVWriter(url: long)
    }
  }

  @Test func anAbandonedRecordingLeavesTheOldFileAndNoOther() throws {
    let folder = try temporaryDirectory()
    let url = folder.appendingPathComponent("out.wav")
    try Data("the learner's old file".utf8).write(to: url)
    do {
      let writer = try WAVWriter(url: url)
      try writer.append(first)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }
    #expect(try Data(contentsOf: url) == Data("the learner's old file".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.wav"])
  }

  @Test func aLinkIsWrittenThroughAndStaysALink() throws {
    let folder = try temporaryDirectory()
    let target = folder.appendingPathComponent("kept.wav")
    let link = folder.appendingPathComponent("link.wav")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: target.path)
    let writer = try WAVWriter(url: link)
    try writer.append(first)
    try writer.finish()
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    #expect(try Data(contentsOf: target) == first.wavData)
  }

  /// A FIFO (as /dev/null or /dev/stdout) is written into, not replaced by a file.
  @Test func aSpecialFileIsWrittenIntoNotReplaced() async throws {
    let folder = try temporaryDirectory()
    let fifo = folder.appendingPathComponent("pipe.wav")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let reading = open(fifo.path, O_RDONLY | O_NONBLOCK)
    defer { close(reading) }
    let writer = try WAVWriter(url: fifo)
    try writer.append(first)
    try writer.finish()
    var bytes = [UInt8](repeating: 0, count: 1000)
    let count = read(reading, &bytes, bytes.count)
    #expect(count == 44 + 8)
    #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
    // A pipe's sizes cannot be written afterwards: they say "to the end".
    #expect(Array(bytes[40..<44]) == [0xDB, 0xFF, 0xFF, 0xFF])
    #expect(Array(bytes[44..<52]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F])
    var info = stat()
    #expect(stat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }
}
