import CommandArguments
import CountBikiKit
import DrillRuntime
import Foundation
import History
import HistoryClient
import LiveDrill
import Options
import ProcessIO
import Screen
import Setup
import SpeechClient

/// `countbiki drill TOPIC_OR_CATEGORY...`: hear a number, type it.
enum DrillCommand: Command {
  typealias Arguments = DrillArguments

  static let spec = CommandSpec(
    name: "drill",
    summary: "drill topics: hear each number, type what you heard (money.conbini, dates …)",
    positionals: .words(name: "TOPIC_OR_CATEGORY", required: false, repeats: true),
    options: Arguments.options, exclusive: Arguments.exclusive,
    about: """
      Asks questions from the topics (a category drills all its topics mixed; several
      names mix too) until you quit, answer N questions or SECONDS pass. Type the number
      you heard: 1234, 1,234, ¥1234, 1234円, 千二百三十四, 5兆6700億 and kana all count; times as
      14:30, durations as 2:15, dates as 4/1. A wrong answer is kept and asked again; an
      input that is not an answer gets a hint and is not counted.

      At a terminal the drill runs on a live screen that takes the same answers, kana and
      kanji from an input method too (digits are grouped as you type). Enter submits and ?
      shows the answer (a skip). On an empty line Space or r replays, s replays slower, h
      lists the keys and q or Esc ends with the summary; once something is typed, letters
      are answer text and Ctrl-R, Ctrl-S, Tab and Esc (clear) act instead. Ctrl-Z suspends.
      With no topic named, a picker opens on the last topic you drilled.

      With --skill reading each question is shown written (600本) and never said; type
      its reading in kana or romaji (roppyappon, juuyokka, sanbyaku). A wrong reading
      is explained part by part, with the rule behind each sound change. With --skill
      kanji each number is shown in kanji numerals (千二百三十四円): type it in digits.

      A situation topic (station.departure, shop.total …) says its numbers inside
      sentences (まもなく、3番線に14時5分発の快速が参ります); type them in order,
      separated by a space or a comma (3 14:05), or press Enter after each on the
      live screen. Each number is judged and recorded alone. --context chooses bare
      numbers, sentences or both.

      With standard input not a terminal, the session is scripted; each line is an
      answer or one of
        :replay   say the question again
        :skip     show the answer and go on (counted as skipped)
        :quit     end the session
      It prints a transcript (question number, the reading it speaks, each verdict) and a
      summary. End of input, Ctrl-C, SIGTERM and SIGHUP end the session with the summary
      too.
      """,
    footer: SpeechSettings.optionsFooter)

  static let holdsStopSignals = true

  /// Parse, plan, run: the arguments decoded, the drill planned, then run on the live screen at
  /// a terminal, else as a scripted session.
  static func run(_ args: Arguments) throws -> Int32 {
    // Terminal: no topic named at a terminal opens the topic picker, which may be quit.
    guard let plan = try plan(args) else { return ExitStatus.success }
    let history = HistoryOptions.client(
      noHistory: plan.noHistory, path: plan.historyFlag,
      settingOff: (try? ConfigFile.standard.load().history) == "off", skill: plan.quiz.skill,
      session: plan.sessionRecord)
    // Terminal: at a terminal the drill runs on the interactive screen.
    if Terminal.isInteractive { return try runInTerminal(plan, history: history) }
    if !plan.json, !plan.noHistory,
      let due = ReviewCommand.dueLine(
        path: plan.historyPath, at: RuntimeClock.fromEnvironment().now())
    {
      Output.line(due)
    }
    let speaker = try Blocking.run { try await plan.audio.speaker(settings: plan.voice) }
    var session = ScriptedSession(
      command: spec.name, state: Quiz.State(plan.quiz), speaker: speaker,
      clock: RuntimeClock.fromEnvironment(), json: plan.json, history: history,
      best: plan.noHistory
        ? nil
        : HistoryOptions.personalBest(
          mode: plan.quiz.mode, topics: plan.topics.map(\.id), path: plan.historyPath))
    session.replay = plan.replayOptions()
    return try Blocking.run { [session] in try await session.run() }
  }

  /// The drill the arguments ask for, with its voice resolved and its topics, context and focus
  /// looked up; nil when the learner quit the topic picker.
  static func plan(_ args: Arguments) throws -> DrillPlan? {
    guard !args.names.isEmpty || Terminal.isInteractive else {
      throw UsageError(
        "name at least one topic or category, as in `countbiki drill money.conbini`.")
    }
    guard !(Terminal.isInteractive && args.json) else {
      throw UsageError(
        "--json writes the session for another program, so it needs answers piped into standard input or standard output redirected; leave out --json to drill on the live screen."
      )
    }
    let skill = args.skill
    // A reading or kanji question is shown written and never said: no audio device is opened.
    let audio = skill != .listening ? .none : try AudioChoice.value(typed: args.audio)
    let seed = Seed.value(args.seed)
    let voice = try SpeechSettings.resolve(args.speech, voices: Resources.voices()).seeded(seed)
      .adaptive(args.adaptive)
      .announced(command: spec.name, hint: audio != .none)
    let staircase = args.adaptive ? Staircase(startingSNR: 20, scene: voice.scene.id) : nil
    guard
      let (names, mode) = try topicNames(args.names, mode: args.limit, noColor: args.noColor)
    else {
      return nil
    }
    let topics = try Resources.topics(named: names)
    let context = ContextOption.value(args.context, skill: skill)
    let hosts = try ContextOption.hosts(context)
    let focus = try FocusOption.value(args.focus)
    let historyPath = HistoryOptions.readPath(args.history)
    let weights = try FocusOption.weights(focus, historyPath: historyPath)
    return DrillPlan(
      names: names,
      quiz: Quiz.Plan(
        topics: topics, seed: seed, mode: mode, sound: audio != .none, skill: skill,
        focus: weights, pairs: focus?.pairs, staircase: staircase, context: context, hosts: hosts,
        voices: voice.speakerIDs),
      audio: audio, voice: voice, focusName: args.focus, contextName: args.context?.rawValue,
      json: args.json, noColor: args.noColor, historyFlag: args.history,
      noHistory: args.noHistory, historyPath: historyPath)
  }
}
