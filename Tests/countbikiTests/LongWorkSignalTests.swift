import Foundation
import TestSupport
import Testing

/// Long work stops on a stop signal: `say --wav` of many expressions and `export anki` end
/// with 128 + the signal, one sentence, and leave no file behind.
@Suite struct LongWorkSignalTests {
  /// 400 amounts: about ten minutes of audio.
  static let expressions = (1001...1400).map { "\($0)円" }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aStopSignalEndsALongWavAndLeavesNoFile(_ number: Int32) async throws {
    let folder = try TemporaryFolder.make("countbiki-wav")
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("long.wav")
    let result = try await onThread {
      let say = try RunningBinary(
        ["say"] + Self.expressions + ["--wav", wav.path],
        environment: try Binary.environment(config: nil))
      // Once the recording is being written, the work is well under way.
      _ = try Deadline.poll(.seconds(30), "the recording never started") {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.isEmpty && say.child.termination == nil ? nil : true
      }
      _ = say.send(number)
      // Before, synthesis went on to its end (half a minute in a release build) and wrote the
      // whole file; a stop now takes milliseconds (see Performance in the README).
      return try say.finish(.seconds(10)).result
    }
    #expect(result.termination == .exited(128 + number))
    #expect(result.error == "countbiki say: stopped.\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  /// Several TEXTs are written one after another with 0.3 s of silence between them.
  @Test func severalTextsAreEachClipWithAPauseBetween() async throws {
    let folder = try TemporaryFolder.make("countbiki-wav")
    defer { try? FileManager.default.removeItem(at: folder) }
    func samples(_ texts: [String], _ name: String) async throws -> (Int, [Int16]) {
      let url = folder.appendingPathComponent(name)
      let run = try await Binary.run(["say"] + texts + ["--wav", url.path])
      #expect(run.status == 0 && run.error == "")
      let bytes = [UInt8](try Data(contentsOf: url))
      let rate = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
      #expect(
        bytes[40..<44].enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
          == bytes.count - 44)
      return (rate, try wavFileSamples(url))
    }
    let (rate, both) = try await samples(["1234円", "3本"], "both.wav")
    let (_, first) = try await samples(["1234円"], "first.wav")
    let (_, second) = try await samples(["3本"], "second.wav")
    #expect(rate == 22050)
    // espeak-ng carries a little state from one clip to the next, so only the first clip is
    // the same sample for sample; the second is within a tenth of a second of its own length.
    let pause = rate * 3 / 10
    #expect(abs(both.count - first.count - pause - second.count) < rate / 10)
    #expect(both.prefix(first.count).elementsEqual(first))
    #expect(both[first.count..<first.count + pause].allSatisfy { $0 == 0 })
  }

  @Test func aStopSignalEndsAnAnkiExportAndLeavesNoFile() async throws {
    let folder = try TemporaryFolder.make("countbiki-export")
    defer { try? FileManager.default.removeItem(at: folder) }
    let deck = folder.appendingPathComponent("deck.apkg")
    let result = try await onThread {
      let export = try RunningBinary(
        ["export", "anki", "money", "--count", "1000", "--out", deck.path],
        environment: try Binary.environment(config: nil))
      // Without --seed the export names its seed on standard error as it starts.
      _ = try Deadline.poll(.seconds(30), "the export never started") {
        export.error.contains("seed") || export.child.termination != nil ? true : nil
      }
      _ = export.send(SIGTERM)
      return try export.finish(.seconds(10)).result
    }
    #expect(result.termination == .exited(128 + SIGTERM))
    // Stopped while the cards are chosen, it ends at once; while their audio is made, with
    // one sentence.
    let lines = result.error.split(separator: "\n")
    #expect(lines.first?.hasPrefix("seed ") == true)
    #expect(lines.dropFirst().allSatisfy { $0 == "countbiki export: stopped." })
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }
}
