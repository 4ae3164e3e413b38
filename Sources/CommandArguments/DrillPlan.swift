import CountBikiKit
import Foundation
import History
import HistoryClient
import Screen
import Setup
import SpeechClient

/// Everything a drill will do, decided before it starts: the questions and how the session runs
/// (`quiz`), where it is heard, how it is recorded and how it is replayed. It is a value, made
/// once by `DrillCommand.plan`; both front ends, the scripted session and the live screen,
/// start from it.
public struct DrillPlan: Sendable {
  /// The topics and categories as named (or picked).
  public let names: [String]
  public let quiz: Quiz.Plan
  public let audio: AudioChoice
  public let voice: SpeechSettings
  /// `--focus` and `--context` as typed, for the replay line.
  public let focusName: String?
  public let contextName: String?
  /// `--json`: only the summary, as JSON.
  public let json: Bool
  public let noColor: Bool
  /// `--history` as typed, `--no-history`, and the store a reading command would read.
  public let historyFlag: String?
  public let noHistory: Bool
  public let historyPath: String

  public init(
    names: [String], quiz: Quiz.Plan, audio: AudioChoice, voice: SpeechSettings,
    focusName: String?, contextName: String?, json: Bool, noColor: Bool, historyFlag: String?,
    noHistory: Bool, historyPath: String
  ) {
    self.names = names
    self.quiz = quiz
    self.audio = audio
    self.voice = voice
    self.focusName = focusName
    self.contextName = contextName
    self.json = json
    self.noColor = noColor
    self.historyFlag = historyFlag
    self.noHistory = noHistory
    self.historyPath = historyPath
  }

  public var topics: [Topic] { quiz.deck.topics }

  /// The session's title on the live screen: the topic, or the names mixed.
  public var title: String {
    topics.count == 1
      ? "\(topics[0].id): \(topics[0].title)"
      : "\(names.joined(separator: " + ")): \(topics.count) topics mixed"
  }

  /// The options that ask the same questions again; with `mode`, its limit too.
  public func replayOptions(mode: Mode? = nil) -> String {
    ReplayOptions.text(
      seed: quiz.seed, mode: mode, skill: quiz.skill, focus: focusName, context: contextName)
  }

  /// What the history store keeps of this session when it starts at `start`.
  public func sessionRecord(startedAt start: Date) -> SessionRecord {
    let voiceID = audio == .none ? nil : voice.voiceIDs
    return SessionRecord(
      seed: quiz.seed, mode: HistoryRecords.mode(quiz.mode).stored, topics: topics.map(\.id),
      voice: voiceID, rate: voiceID == nil ? nil : voice.rate, startedAt: start)
  }
}
