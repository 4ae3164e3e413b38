import CountBikiKit
import DrillRuntime
import Foundation
import HistoryClient
import LiveDrill
import ProcessIO
import Screen
import Setup

/// The interactive side of `countbiki drill`, used when standard input and output are a terminal.
extension DrillCommand {
  /// With no topic named, the picker's choice of topic and, when `mode` is nil, of mode (nil
  /// when the learner quit it); otherwise `names` and `mode`.
  static func topicNames(_ names: [String], mode: Mode?, noColor: Bool) throws -> (
    names: [String], mode: Mode
  )? {
    guard names.isEmpty, Terminal.isInteractive else { return (names, mode ?? .infinite) }
    let catalog = try Resources.catalog()
    let color = Terminal.colorEnabled(noColorFlag: noColor)
    let picked = try TopicPicker.choose(
      from: catalog, last: LastTopic.load(), color: color, askMode: mode == nil)
    return picked.map { ([$0.name], $0.mode ?? mode ?? .infinite) }
  }

  /// Runs the session on the terminal screen and prints its summary; returns the exit status.
  /// `focusNames` is `--focus` as given, for the replay line.
  static func runInTerminal(
    names: [String], topics: [Topic], seed: UInt64, mode: Mode, skill: Skill,
    focus: [String: UInt64], pairs: MissCause?, focusNames: String?,
    context: (given: String?, value: Context?, hosts: [Deck.Host]), audio: AudioChoice,
    voice: SpeechSettings,
    noColor: Bool, history: HistoryClient, staircase: Staircase? = nil
  ) throws -> Int32 {
    if names.count == 1 { LastTopic.save(names[0]) }
    let title =
      topics.count == 1
      ? "\(topics[0].id): \(topics[0].title)"
      : "\(names.joined(separator: " + ")): \(topics.count) topics mixed"
    let speaker = try Blocking.run { try await audio.speaker(settings: voice) }
    return try InteractiveDrill.run(
      replay: "countbiki drill \(names.joined(separator: " ")) "
        + ReplayOptions.text(
          seed: seed, mode: mode, skill: skill, focus: focusNames, context: context.given),
      state: Quiz.State(
        topics: topics, seed: seed, mode: mode, sound: audio != .none, skill: skill,
        focus: focus, pairs: pairs, staircase: staircase,
        context: context.value, hosts: context.hosts, voices: voice.speakerIDs),
      title: title, color: Terminal.colorEnabled(noColorFlag: noColor),
      showsReading: audio.writesFiles, speaker: speaker, history: history)
  }
}
