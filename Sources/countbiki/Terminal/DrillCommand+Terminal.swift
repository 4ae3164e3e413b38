import CommandArguments
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

  /// Runs the planned session on the terminal screen and prints its summary; returns the exit
  /// status.
  static func runInTerminal(_ plan: DrillPlan, history: HistoryClient) throws -> Int32 {
    if plan.names.count == 1 { LastTopic.save(plan.names[0]) }
    let speaker = try Blocking.run { try await plan.audio.speaker(settings: plan.voice) }
    return try InteractiveDrill.run(
      replay: "countbiki drill \(plan.names.joined(separator: " ")) "
        + plan.replayOptions(mode: plan.quiz.mode),
      state: Quiz.State(plan.quiz), title: plan.title,
      color: Terminal.colorEnabled(noColorFlag: plan.noColor),
      showsReading: plan.audio.writesFiles, speaker: speaker, history: history)
  }
}
