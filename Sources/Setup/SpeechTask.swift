import Foundation
import Options
import ProcessIO
import Speech
import SpeechClient

/// Speech work run from a command (`say`, `voices`, `export`): Ctrl-C or SIGTERM stops it and
/// any sound at once, and its errors become one sentence.
public enum SpeechTask {
  /// Runs `work`; a device the learner chose that does not exist is one sentence, a usage error
  /// when it came from `--device` (`deviceFromFlag`).
  public static func run<Value: Sendable>(
    deviceFromFlag: Bool = false, _ work: @escaping @Sendable () async throws -> Value
  ) throws -> Value {
    do {
      return try Blocking.run(stoppable: true, work)
    } catch let error where AudioDevice.unknownDevice(error) != nil {
      let sentence = AudioDevice.unknownDevice(error) ?? ""
      throw deviceFromFlag ? UsageError(sentence) : RuntimeError(sentence)
    } catch let stop as StopSignal {
      // Work still running when the process ends leaves no half-written file.
      WAVWriter.removeUnfinished()
      throw RuntimeError("stopped.", status: 128 + stop.number)
    } catch SpeechError.noAudioDevice(let device, let reason) {
      throw RuntimeError(
        "no audio device could be opened (ALSA “\(device)”: \(reason)); use --wav FILE to write the audio to a file instead."
      )
    } catch let error as SpeechError {
      throw RuntimeError(error.description)
    }
  }
}
