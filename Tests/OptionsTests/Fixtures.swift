import Options

/// The options of a small command declared the way countbiki's commands are: a whole number, a
/// decimal with a default, choices with a placeholder value, a flag, and two options of which
/// only one may be given.
enum DrillOptions {
  static let seed = TypedOption<UInt64?>(
    "seed", "N", whole: 0...100, help: "the same questions every time")
  static let rate = TypedOption<Double?>(
    Option.value("rate", "RATE", .decimal(0.5...2), default: "1", help: "how fast it is said"),
    decode: { $0.flatMap(Double.init) })
  static let audio = TypedOption<String?>(
    "audio", "AUDIO",
    choices: [
      Option.Choice(value: "alsa", help: "play on the sound card"),
      Option.Choice(value: "none", help: "no sound"),
      Option.Choice(value: "wav:DIR", help: "write each clip to DIR"),
    ], default: "alsa", help: "where the sound goes")
  static let questions = TypedOption<UInt64?>(
    "questions", "N", whole: 1...1000, help: "stop after N questions")
  static let time = TypedOption<UInt64?>("time", "SECONDS", whole: 1...3600, help: "stop after SECONDS")
  static let out = TypedOption<String?>("out", "FILE", help: "the transcript")
  static let json = Flag("json", help: "print JSON")
  static let all = [
    seed.option, rate.option, audio.option, questions.option, time.option, out.option, json.option,
  ]
}

/// A small command declared the way countbiki's commands are: words and `DrillOptions`.
let drillSpec = CommandSpec(
  name: "drill",
  summary: "ask questions",
  positionals: .words(
    name: "TOPIC", required: true, repeats: true, missing: "name a topic, as in `countbiki drill money`."),
  options: DrillOptions.all,
  exclusive: [["questions", "time"]],
  about: "Asks questions of the topics named,\none after another.\n  An indented line stays as written.")

/// A command that takes nothing but its name.
let versionSpec = CommandSpec(
  name: "version", summary: "say the version", positionals: .none, options: [],
  about: "Prints the version.")

/// A command whose words come in forms it checks itself.
let configSpec = CommandSpec(
  name: "config", summary: "show or change settings",
  positionals: .forms(["show", "set NAME VALUE", "files FILE..."]),
  options: [.flag("json", help: "print JSON")], about: "Settings.")
