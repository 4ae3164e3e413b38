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

/// `countbiki drill TOPIC_OR_CATEGORY...`: hear a number, type it.
enum DrillCommand: Command {
  static let spec = CommandSpec(
    name: "drill",
    summary: "drill topics: hear each number, type what you heard (money.conbini, dates …)",
    positionals: .words(name: "TOPIC_OR_CATEGORY", required: false, repeats: true),
    options: [
      Seed.option(without: "shown in the summary"),
      .value("questions", "N", .whole(1...100_000), help: "stop after N questions"),
      .value(
        "time", "SECONDS", .whole(1...86_400),
        help: "stop after SECONDS; the unfinished question is not counted"),
      AudioChoice.option,
      SkillOption.option(),
      ContextOption.option,
    ] + SpeechSettings.options + [
      .flag("no-color", help: "no colour on the terminal screen (also when NO_COLOR is set)"),
      .flag(
        "json",
        help:
          "print only the summary, as JSON: seed, mode, totals, every challenge with its submissions (kind, text, seconds from the start) and the voice that said it"
      ),
      FocusOption.option,
      .flag(
        "adaptive",
        help:
          "adapt the level as you answer (two right make it harder, a miss easier): first the speech-to-noise ratio of the scene (shop unless --scene names another), then the speed; the summary gives your threshold"
      ),
      HistoryOptions.path,
      HistoryOptions.noHistory,
    ],
    exclusive: [["questions", "time"], ["history", "no-history"]],
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

  static func run(_ args: ParsedArguments) throws -> Int32 {
    guard !args.positionals.isEmpty || Terminal.isInteractive else {
      throw UsageError(
        "name at least one topic or category, as in `countbiki drill money.conbini`.")
    }
    guard !(Terminal.isInteractive && args.flag("json")) else {
      throw UsageError(
        "--json writes the session for another program, so it needs answers piped into standard input or standard output redirected; leave out --json to drill on the live screen."
      )
    }
    let limit: Mode? =
      if let questions = args.integer("questions") {
        .questions(questions)
      } else if let seconds = args.integer("time") {
        .time(seconds: seconds)
      } else {
        nil
      }
    let skill = SkillOption.value(args)
    // A reading or kanji question is shown written and never said: no audio device is opened.
    let audio =
      skill != .listening
      ? .none : try AudioChoice.value(args)
    let seed = Seed.value(args)
    let voice = try SpeechSettings.resolve(args, voices: Resources.voices()).seeded(seed)
      .adaptive(args.flag("adaptive"))
      .announced(command: spec.name, hint: audio != .none)
    let staircase =
      args.flag("adaptive") ? Staircase(startingSNR: 20, scene: voice.scene.id) : nil
    // Terminal: no topic named at a terminal opens the topic picker.
    guard
      let (names, mode) = try topicNames(
        args.positionals, mode: limit, noColor: args.flag("no-color"))
    else {
      return ExitStatus.success
    }
    let topics = try Resources.topics(named: names)
    let context = ContextOption.value(args, skill: skill)
    let hosts = try ContextOption.hosts(context)
    let focus = try FocusOption.value(args)
    let weights = try FocusOption.weights(
      focus, historyPath: HistoryOptions.readPath(args.text("history")))
    let (ids, voiceID, rate) = (topics.map(\.id), audio == .none ? nil : voice.voiceIDs, voice.rate)
    let history = HistoryOptions.client(
      noHistory: args.flag("no-history"), path: args.text("history"),
      settingOff: (try? ConfigFile.standard.load().history) == "off", skill: skill
    ) { start in
      SessionRecord(
        seed: seed, mode: HistoryRecords.mode(mode).stored, topics: ids, voice: voiceID,
        rate: voiceID == nil ? nil : rate, startedAt: start)
    }
    // Terminal: at a terminal the drill runs on the interactive screen.
    if Terminal.isInteractive {
      return try runInTerminal(
        names: names, topics: topics, seed: seed, mode: mode, skill: skill, focus: weights,
        pairs: focus?.pairs, focusNames: args.text("focus"), context: (args.value("context"), context, hosts),
        audio: audio,
        voice: voice,
        noColor: args.flag("no-color"), history: history, staircase: staircase)
    }
    if !args.flag("json"), !args.flag("no-history"),
      let due = ReviewCommand.dueLine(
        path: HistoryOptions.readPath(args.text("history")),
        at: RuntimeClock.fromEnvironment().now())
    {
      Output.line(due)
    }
    let speaker = try Blocking.run { try await audio.speaker(settings: voice) }
    var session = ScriptedSession(
      command: spec.name,
      state: Quiz.State(
        topics: topics, seed: seed, mode: mode, sound: audio != .none, skill: skill,
        focus: weights, pairs: focus?.pairs, staircase: staircase,
        context: context, hosts: hosts, voices: voice.speakerIDs),
      speaker: speaker,
      clock: RuntimeClock.fromEnvironment(), json: args.flag("json"), history: history,
      best: args.flag("no-history")
        ? nil
        : HistoryOptions.personalBest(
          mode: mode, topics: ids, path: HistoryOptions.readPath(args.text("history"))))
    session.replay = ReplayOptions.text(
      seed: seed, skill: skill, focus: args.text("focus"), context: args.value("context"))
    return try Blocking.run { [session] in try await session.run() }
  }
}
