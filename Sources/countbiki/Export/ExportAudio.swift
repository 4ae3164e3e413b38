import CommandArguments
import Export
import Foundation
import Setup
import SpeechClient

/// Each card's audio: synthesized one at a time by the chosen voice's engine, in the cards' order,
/// and encoded as Ogg Vorbis on every core while the next cards are synthesized.
///
/// espeak-ng is not thread-safe and carries a little state from one clip to the next, and one
/// Vorbis encoder carries the clips of a batch, so both orders are fixed: the cards go to the
/// encoder in batches of `batch` in the cards' order, whatever the number of cores, and the
/// same arguments give the same bytes.
enum ExportAudio {
  /// Cards an encoder carries: enough that starting it costs little, few enough that a deck
  /// of a few hundred cards still spreads over the cores.
  static let batch = 25

  /// Each card's audio, and the ids of the voices that said them in the order first heard (a
  /// voice that could not say a card gives way to espeak-ng's `default`, which is then among
  /// them).
  static func encode(_ cards: [Flashcard], settings: SpeechSettings) throws -> (audio: [Data], voices: [String]) {
    let voices = try Resources.voicesFolder()
    let utterances = cards.map { settings.utterance($0.spokenParts) }
    let serials = cards.map(\.audioSerial)
    return try SpeechTask.run {
      let client = SpeechClient.live(voicesDirectory: voices, fallback: settings.engineFallback)
      let lanes = max(2, ProcessInfo.processInfo.activeProcessorCount + 1)
      return try await withThrowingTaskGroup(of: (Int, [Data]).self) { group in
        var audio = [Data](repeating: Data(), count: utterances.count)
        var voices: [String] = []
        for (number, start) in stride(from: 0, to: utterances.count, by: batch).enumerated() {
          if number >= lanes, let (done, files) = try await group.next() {
            audio.replaceSubrange(done..<done + files.count, with: files)
          }
          let range = start..<min(start + batch, utterances.count)
          var clips: [PCM] = []
          for index in range {
            let clip = try await client.render(utterances[index])
            if !voices.contains(clip.voice) { voices.append(clip.voice) }
            clips.append(clip.pcm)
          }
          let batchSerials = Array(serials[range])
          group.addTask { (start, try PCM.oggVorbis(clips, serials: batchSerials)) }
        }
        for try await (done, files) in group {
          audio.replaceSubrange(done..<done + files.count, with: files)
        }
        return (audio, voices)
      }
    }
  }
}
