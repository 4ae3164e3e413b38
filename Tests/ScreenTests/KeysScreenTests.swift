import Screen
import TerminalInput
import Testing

/// The `h` screen tells the truth: every key it names does, in the drill, what its row says.
@Suite struct KeysScreenTests {
  /// A key as the `h` screen names it.
  private func key(named name: String) -> Key {
    switch name {
    case "Enter": .enter
    case "Backspace": .backspace
    case "Esc": .escape
    case "Space": .character(" ")
    case "Tab": .tab
    case "Ctrl-C": .interrupt
    case "Ctrl-D": .endOfInput
    case "Ctrl-Z": .suspend
    case "Ctrl-L": .redraw
    case _ where name.hasPrefix("Ctrl-"): .control(Character(name.dropFirst(5).lowercased()))
    default: .character(Character(name))
    }
  }

  /// What each row's words promise, and on which answer line the row's keys act.
  private let promised: [String: (action: DrillKey, typed: Bool)] = [
    "Enter": (.submit, false),
    "Backspace": (.deleteBackward, true),
    "Esc, Ctrl-U": (.clear, true),
    "Space, r": (.replay, false),
    "s": (.slowerReplay, false),
    "?": (.reveal, false),
    "h": (.toggleKeys, false),
    "q, Esc": (.quit, false),
    "Ctrl-C, Ctrl-D": (.quit, true),
    "Ctrl-Z": (.suspend, true),
  ]

  @Test func everyKeyListedDoesWhatItsRowSays() throws {
    let rows = DrillScreen.keys.filter { $0.key != "typing" }
    #expect(Set(rows.map(\.key)) == Set(promised.keys))
    for row in rows {
      let promise = try #require(promised[row.key])
      for name in row.key.split(separator: ", ").map(String.init) {
        let acted = DrillKey(
          key(named: name), lineIsEmpty: !promise.typed, lettersAreAnswer: false,
          showingKeys: false)
        #expect(acted == promise.action, "\(name): \(row.meaning)")
      }
      // "(Ctrl-R while typing)": the key that does the same once something is typed.
      if let open = row.meaning.range(of: "("), row.meaning.hasSuffix(" while typing)") {
        let name = row.meaning[open.upperBound...].split(separator: " ")[0]
        let acted = DrillKey(
          key(named: String(name)), lineIsEmpty: false, lettersAreAnswer: false,
          showingKeys: false)
        #expect(acted == promise.action, "\(name) while typing: \(row.meaning)")
      }
    }
  }
}
