import Export
import Foundation
import Speech

/// Each card's audio: synthesized by espeak-ng one at a time, in the cards' order, and encoded
/// as Ogg Vorbis on every core while the next one is synthesized. espeak-ng is not thread-safe
/// and carries a little state from one clip to the next, so the order is fixed: the same
/// arguments give the same bytes.
enum ExportAudio {
  static func encode(_ cards: [Flashcard], settings: SpeechSettings) throws -> [Data] {
    let voices = try Resources.voicesFolder()
    let utterances = cards.map { settings.utterance($0.spoken) }
    let serials = cards.map(\.audioSerial)
    return try SpeechTask.run {
      let client = SpeechClient.live(voicesDirectory: voices)
      let lanes = max(2, ProcessInfo.processInfo.activeProcessorCount + 1)
      return try await withThrowingTaskGroup(of: (Int, Data).self) { group in
        var audio = [Data](repeating: Data(), count: utterances.count)
        for index in utterances.indices {
          if index >= lanes, let (done, data) = try await group.next() { audio[done] = data }
          let pcm = try await client.synthesize(utterances[index])
          group.addTask { (index, try pcm.oggVorbis(serial: serials[index])) }
        }
        for try await (done, data) in group { audio[done] = data }
        return audio
      }
    }
  }
}
