import Options

/// A small command declared the way countbiki's commands are: words, a whole number, a decimal,
/// choices with a placeholder value, a flag, and two options of which only one may be given.
let drillSpec = CommandSpec(
  name: "drill",
  summary: "ask questions",
  positionals: .words(
    name: "TOPIC", required: true, repeats: true, missing: "name a topic, as in `countbiki drill money`."),
  options: [
    .value("seed", "N", .whole(0...100), help: "the same questions every time"),
    .value("rate", "RATE", .decimal(0.5...2), default: "1", help: "how fast it is said"),
    .value(
      "audio", "AUDIO",
      .choices([
        Option.Choice(value: "alsa", help: "play on the sound card"),
        Option.Choice(value: "none", help: "no sound"),
        Option.Choice(value: "wav:DIR", help: "write each clip to DIR"),
      ]), default: "alsa", help: "where the sound goes"),
    .value("questions", "N", .whole(1...1000), help: "stop after N questions"),
    .value("time", "SECONDS", .whole(1...3600), help: "stop after SECONDS"),
    .value("out", "FILE", help: "the transcript"),
    .flag("json", help: "print JSON"),
  ],
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
