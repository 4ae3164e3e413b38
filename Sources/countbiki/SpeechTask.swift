import Foundation
import Speech

/// Speech work run from a command (`say`, `voices`): Ctrl-C or SIGTERM stops it and any sound at
/// once, and its errors become one sentence.
enum SpeechTask {
  static func run<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) throws
    -> Value
  {
    do {
      return try Blocking.run(stoppable: true, work)
    } catch let stop as StopSignal {
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
