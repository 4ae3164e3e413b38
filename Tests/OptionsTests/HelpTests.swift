import Options
import Testing

@Test func helpIsTheUsageTheAboutTextAndOneRowPerOptionOrChoice() {
  #expect(
    drillSpec.help == """
      Usage: countbiki drill TOPIC... [--seed N] [--rate RATE]
                             [--audio alsa|none|wav:DIR]
                             [--questions N | --time SECONDS] [--out FILE] [--json]

      Asks questions of the topics named, one after another.
        An indented line stays as written.

      Options:
        --seed N         the same questions every time (0–100)
        --rate RATE      how fast it is said (0.5–2, default 1)
        --audio alsa     play on the sound card (the default)
        --audio none     no sound
        --audio wav:DIR  write each clip to DIR
        --questions N    stop after N questions (1–1000)
        --time SECONDS   stop after SECONDS (1–3600)
        --out FILE       the transcript
        --json           print JSON
      """)
}

@Test func aCommandWithoutOptionsHasNoOptionsListAndKeepsItsFooter() {
  var spec = versionSpec
  spec.footer = "See also the README."
  #expect(spec.help == "Usage: countbiki version\n\nPrints the version.\nSee also the README.")
}

@Test func eachFormHasAUsageLineNamingTheOptionsThatApplyToIt() {
  #expect(
    configSpec.usage == """
      Usage: countbiki config show [--json]
                       config set NAME VALUE [--json]
                       config files FILE... [--json]
      """)
  let forms = CommandSpec(
    name: "export", summary: "", positionals: .forms(["anki FILE [--audio]", "csv FILE"]),
    options: [.flag("audio", help: "with sound"), .flag("force", help: "overwrite")], about: "")
  #expect(
    forms.usage == """
      Usage: countbiki export anki FILE [--audio] [--force]
                       export csv FILE [--force]
      """)
}

@Test func textIsWrappedAtEightyColumnsCountingWideCharactersTwice() {
  let words = Array(repeating: "word", count: 20).joined(separator: " ")
  #expect(
    CommandSpec.reflow(words + "\n  kept as it is\n" + words) == """
      word word word word word word word word word word word word word word word word
      word word word word
        kept as it is
      word word word word word word word word word word word word word word word word
      word word word word
      """)
  // 39 kana are 78 columns: a 40th would pass the width.
  let kana = Array(repeating: "か", count: 39).joined()
  #expect(CommandSpec.reflow(kana + " か") == kana + "\nか")
}

@Test func aTableCellWiderThanTheColumnPutsItsTextBelow() {
  // The column is the widest cell up to 18 columns, plus 4: 22 here; 三本 is 4 columns wide.
  #expect(
    CommandSpec.table([("三本", "3 long things"), ("a-very-long-left-cell", "text")])
      == "  三本" + String(repeating: " ", count: 16) + "3 long things\n"
      + "  a-very-long-left-cell\n" + String(repeating: " ", count: 22) + "text")
}

@Test func aPercentSignOrClosingMarkStaysWithTheWordBeforeIt() {
  // 77 columns of words, then `80 %`: 80 would end the line at the width, but the line breaks
  // before it rather than start the next with %.
  let lead = Array(repeating: "word", count: 15).joined(separator: " ") + " is"
  #expect(CommandSpec.reflow(lead + " 80 % fast") == lead + "\n80 % fast")
  #expect(CommandSpec.reflow(lead + " 80 , fast") == lead + "\n80 , fast")
  let row = CommandSpec.table([
    ("--rate R", "speed as a multiple of the voice's normal speed; so at 0.8 it is 80 %")
  ])
  #expect(
    row == """
        --rate R  speed as a multiple of the voice's normal speed; so at 0.8 it is
                  80 %
      """)
}

@Test func aRangeAndDefaultShareOnePairOfParenthesesWithTheHelp() {
  let seed = Option.value("seed", "S", .whole(0...9), default: "0", help: "the same sound")
  #expect(seed.helpRows[0].text == "the same sound (0–9, default 0)")
  let snr = Option.value(
    "snr", "DB", .decimal(-10...40), help: "lower is harder (each scene has its own default)")
  #expect(snr.helpRows[0].text == "lower is harder (-10–40; each scene has its own default)")
  let plain = Option.value("out", "FILE", help: "the transcript (or standard output)")
  #expect(plain.helpRows[0].text == "the transcript (or standard output)")
}
