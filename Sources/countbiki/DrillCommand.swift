import CountBikiKit
import History
import Foundation

/// `countbiki drill TOPIC_OR_CATEGORY...`: hear a number, type it.
enum DrillCommand: Command {
  static let name = "drill"
  static let summary =
    "drill topics: hear each number, type what you heard (money.conbini, dates …)"
  static let help = """
    Usage: countbiki drill [TOPIC_OR_CATEGORY...] [--seed S] [--questions N | --time SECONDS]
                           [--audio alsa|none|wav:DIR] [--voice ID] [--rate R] [--pitch P]
                           [--volume V] [--no-color] [--json] [--history PATH | --no-history]

    Asks questions from the topics (a category drills all its topics mixed; several names mix
    too) until you quit, answer N questions or SECONDS pass. Type the number you heard: 1234,
    1,234, ¥1234, 1234円, 千二百三十四 and kana all count; times as 14:30, durations as 2:15,
    dates as 4/1. A wrong answer is kept and asked again; an input that is not an answer gets a
    hint and is not counted.

    At a terminal the drill runs on a live screen: type the number (it is grouped as you
    type), Enter submits, Space or r replays, s replays slower, ? shows the answer (a skip),
    h lists the keys, q or Esc ends with the summary. With no topic named, a picker opens on
    the last topic you drilled.

    With standard input not a terminal, the session is scripted: one answer per line, or
      :replay   say the question again
      :skip     show the answer and go on (counted as skipped)
      :quit     end the session
    It prints a transcript (question number, the reading it speaks, each verdict) and a summary.
    End of input, Ctrl-C, SIGTERM and SIGHUP end the session with the summary too.

    Options:
      --seed S          the same seed gives the same questions (0–18446744073709551615); without
                        it a random seed is used and shown in the summary
      --questions N     stop after N questions (1–100000)
      --time SECONDS    stop after SECONDS (1–86400); the unfinished question is not counted
      --audio alsa      say each question on the default ALSA sound device (the default); with
                        no device the drill says so once and shows the readings as text
      --audio none      show the reading as text instead of playing it
      --audio wav:DIR   write each question's audio to DIR/001.wav, 002.wav, … instead
      --no-color        no colour on the terminal screen (also when NO_COLOR is set)
      --json            print only the summary, as JSON: seed, mode, totals, every challenge
                        with its submissions (kind, text, seconds from the start)
      --history PATH    keep the session in this history store (default $COUNTBIKI_HISTORY,
                        else $XDG_DATA_HOME/countbiki/history.sqlite3)
      --no-history      keep nothing of this session (also `countbiki config set history off`)
      --voice ID        a voice profile (countbiki voices); default: default
      --rate R          speed as a multiple of the voice's normal speed, 0.3–3 (0.8 = 80 %)
      --pitch P         pitch as a multiple of the voice's normal pitch, 0.5–2
      --volume V        0 (silent) to 2; 1 is normal
    Defaults for voice, rate, pitch and volume persist with `countbiki config set NAME VALUE`.
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments, flags: ["json", "no-color", "no-history"],
      options: SpeechSettings.optionNames.union(["seed", "questions", "time", "audio", "history"]))
    guard !args.positionals.isEmpty || Terminal.isInteractive else {
      throw UsageError(
        "name at least one topic or category, as in `countbiki drill money.conbini`.")
    }
    let questions = try args.integer("questions", in: 1...100_000)
    let seconds = try args.integer("time", in: 1...86_400)
    let mode: Mode
    switch (questions, seconds) {
    case (let n?, nil): mode = .questions(n)
    case (nil, let s?): mode = .time(seconds: s)
    case (nil, nil): mode = .infinite
    case (_?, _?): throw UsageError("give either --questions or --time, not both.")
    }
    let audio = try AudioChoice(args.options["audio"] ?? "alsa")
    let voice = try SpeechSettings.resolve(args, voices: VoicesCommand.builtInVoices())
    let seed = try Seed.parse(args.options["seed"])
    // Terminal: no topic named at a terminal opens the topic picker.
    guard let names = try topicNames(args.positionals, noColor: args.flags.contains("no-color"))
    else {
      return ExitStatus.success
    }
    let topics = try Seed.topics(names)
    let (ids, voiceID, rate) = (topics.map(\.id), audio == .none ? nil : voice.voice.id, voice.rate)
    let history = HistoryOptions.client(
      noHistory: args.flags.contains("no-history"), path: args.options["history"],
      settingOff: (try? ConfigFile.standard.load().history) == "off"
    ) { start in
      SessionRecord(
        seed: seed, mode: HistoryRecords.mode(mode), topics: ids, voice: voiceID,
        rate: voiceID == nil ? nil : rate, startedAt: start)
    }
    // Terminal: at a terminal the drill runs on the interactive screen.
    if Terminal.isInteractive && !args.flags.contains("json") {
      return try runInTerminal(
        names: names, topics: topics, seed: seed, mode: mode, audio: audio, voice: voice,
        noColor: args.flags.contains("no-color"), history: history)
    }
    let speaker = try Blocking.run { try await audio.speaker(settings: voice) }
    let session = ScriptedSession(
      state: Quiz.State(topics: topics, seed: seed, mode: mode, sound: audio != .none),
      speaker: speaker,
      clock: RuntimeClock.fromEnvironment(), json: args.flags.contains("json"), history: history)
    return try Blocking.run { try await session.run() }
  }
}
