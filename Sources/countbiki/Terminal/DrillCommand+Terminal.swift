import CountBikiKit
import Foundation

/// The interactive side of `countbiki drill`, used when standard input and output are a terminal.
extension DrillCommand {
  /// With no topic named, the picker's choice (nil when the learner quit it); otherwise `names`.
  static func topicNames(_ names: [String], noColor: Bool) throws -> [String]? {
    guard names.isEmpty, Terminal.isInteractive else { return names }
    let catalog = try Resources.catalog()
    let color = Terminal.colorEnabled(noColorFlag: noColor)
    return try TopicPicker.choose(from: catalog, last: LastTopic.load(), color: color).map { [$0] }
  }

  /// Runs the session on the terminal screen and prints its summary; returns the exit status.
  static func runInTerminal(
    names: [String], topics: [Topic], seed: UInt64, mode: Mode, skill: Skill,
    focus: [String: UInt64], audio: AudioChoice,
    voice: SpeechSettings,
    noColor: Bool, history: HistoryClient
  ) throws -> Int32 {
    if names.count == 1 { LastTopic.save(names[0]) }
    let title =
      topics.count == 1
      ? "\(topics[0].id): \(topics[0].title)"
      : "\(names.joined(separator: " + ")): \(topics.count) topics mixed"
    let speaker = try Blocking.run { try await audio.speaker(settings: voice) }
    return try InteractiveDrill.run(
      state: Quiz.State(
        topics: topics, seed: seed, mode: mode, sound: audio != .none, skill: skill,
        focus: focus),
      title: title, color: Terminal.colorEnabled(noColorFlag: noColor), speaker: speaker,
      history: history)
  }
}
