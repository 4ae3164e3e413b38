import CountBikiKit
import Foundation
import Speech
import SpeechClient
import TestSupport

/// Both engines on the questions of every topic: synthesis time per clip, the silence left at
/// each end of a clip, and per topic the share of clips Open JTalk speaks from the written form
/// alone (without being given any of our readings).
struct EngineBenchmark {
  let clock = ContinuousClock()
  /// Questions per topic for the written-form shares.
  let perTopic = 10

  func run() async throws {
    // A run on a busy machine may take seconds; the shares are what is measured here, not the
    // deadline that stops a hung engine in a drill.
    setenv("COUNTBIKI_ENGINE_DEADLINE_MS", "120000", 0)
    let profiles = try VoiceProfile.load(from: PackageFolder.voices)
    let espeak = try VoiceProfile.named(VoiceProfile.defaultID, in: profiles)
    let nitech = try VoiceProfile.named("nitech-m001", in: profiles)
    let client = SpeechClient.live(voicesDirectory: PackageFolder.voices, device: "null")
    var questions: [[Question]] = []
    for topic in BuiltIn.catalog.topics {
      var deck = Deck(topics: [topic], seed: 1)
      questions.append((0..<perTopic).map { _ in deck.next() })
    }
    // Synthesis per clip: the first question of every topic, one clip at a time.
    let firsts = questions.map { $0[0] }
    for voice in [espeak, nitech] {
      if let missing = VoiceCatalog.missing(voice) {
        print("  \(voice.id): skipped, \(missing.description)")
        continue
      }
      var times: [Double] = []
      var clips: [PCM] = []
      for question in firsts {
        let began = clock.now
        clips.append(try await client.render(Utterance(question.spokenParts, voice: voice)).pcm)
        times.append((clock.now - began).seconds)
      }
      let durations = clips.map(\.duration)
      let silences = clips.map(Self.silence)
      print("  \(voice.id) (\(voice.engine.kind.title)), \(firsts.count) clips, the first question of every topic, one at a time:")
      print(String(format: "    synthesis per clip   median %.1f ms, p95 %.1f ms, max %.1f ms (audio median %.2f s)",
        median(times) * 1000, percentile(times, 0.95) * 1000, (times.max() ?? 0) * 1000, median(durations)))
      let leading = silences.map(\.leading)
      let trailing = silences.map(\.trailing)
      print(String(format: "    silence before speech median %.0f ms, max %.0f ms; after it median %.0f ms, max %.0f ms (target ≤ 100 ms)",
        median(leading) * 1000, (leading.max() ?? 0) * 1000, median(trailing) * 1000, (trailing.max() ?? 0) * 1000))
    }
    guard VoiceCatalog.isInstalled(nitech) else { return }
    try await writtenFormShares(questions, voice: nitech, client: client)
  }

  /// Renders every question with Open JTalk, two at a time, and prints for each topic how many
  /// clips were spoken from the written form alone.
  func writtenFormShares(_ questions: [[Question]], voice: VoiceProfile, client: SpeechClient) async throws {
    let flat = questions.enumerated().flatMap { topic, list in list.map { (topic, $0) } }
    var fromWritten = [Int](repeating: 0, count: questions.count)
    var misheard: [String] = []
    try await withThrowingTaskGroup(of: (Int, Question, SpokenClip).self) { group in
      var next = flat.makeIterator()
      func add() {
        guard let (topic, question) = next.next() else { return }
        group.addTask { (topic, question, try await client.render(Utterance(question.spokenParts, voice: voice))) }
      }
      add()
      add()
      while let (topic, question, clip) = try await group.next() {
        if clip.fromWritten { fromWritten[topic] += 1 }
        if OpenJTalkTrace.soundKey(clip.engineReading) != OpenJTalkTrace.soundKey(question.reading.canonical) {
          misheard.append("\(question.display): \(clip.engineReading)")
        }
        add()
      }
    }
    let ids = questions.map { $0[0].topic }
    let width = ids.map(\.count).max() ?? 0
    print("  clips Open JTalk (\(voice.id)) spoke from the written form, \(perTopic) seeded questions (seed 1) of each topic:")
    var below: [String] = []
    for (index, id) in ids.enumerated() {
      let share = Double(fromWritten[index]) / Double(questions[index].count)
      let line = "\(id.padding(toLength: width, withPad: " ", startingAt: 0))  \(fromWritten[index])/\(questions[index].count)  \(String(format: "%3.0f %%", share * 100))"
      print("    " + line)
      if share < 0.95 { below.append(line) }
    }
    let total = fromWritten.reduce(0, +)
    print(String(format: "    all topics: %d of %d clips (%.1f %%); %d of %d topics at ≥ 95 %%", total, flat.count,
      Double(total) / Double(flat.count) * 100, ids.count - below.count, ids.count))
    print("    below 95 %:" + (below.isEmpty ? " none" : ""))
    for line in below { print("      " + line) }
    print("    clips whose spoken reading was not ours: \(misheard.count)" + (misheard.isEmpty ? "" : " (\(misheard.joined(separator: ", ")))"))
  }

  /// The silence at each end of `pcm`, in seconds.
  static func silence(of pcm: PCM) -> (leading: Double, trailing: Double) {
    guard let ends = pcm.silentEnds else { return (0, 0) }
    let rate = Double(pcm.sampleRate)
    return (Double(ends.leading) / rate, Double(ends.trailing) / rate)
  }
}
