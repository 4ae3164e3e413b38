import TextWidth

/// The `--help` text, generated from the declaration so it always matches what the parser takes.
extension CommandSpec {
  /// Help lines wrap at this width, the narrowest common terminal.
  public static let width = 80

  public var help: String {
    var parts = [usage, Self.reflow(about)]
    // Options of every form first, then those of each form under its name, one column for all.
    let rows = options.flatMap(\.helpRows)
    let widest = min(rows.map(\.left.terminalWidth).max() ?? 0, 18)
    var sections: [String?] = []
    for option in options where !sections.contains(option.section) {
      sections.append(option.section)
    }
    let order = (sections.contains(nil) ? [nil] : []) + sections.filter { $0 != nil }
    for section in order {
      let rows = options.filter { $0.section == section }.flatMap(\.helpRows)
      guard !rows.isEmpty else { continue }
      let title = section.map { "\($0) options" } ?? "Options"
      parts.append("\(title):\n" + Self.table(rows, column: widest + 4))
    }
    var text = parts.joined(separator: "\n\n")
    if let footer { text += "\n" + Self.reflow(footer) }
    return text
  }

  /// `text` with each run of lines that do not start with a space wrapped to the width;
  /// indented lines (lists, tables) are kept as written.
  public static func reflow(_ text: String) -> String {
    var lines: [String] = []
    var run: [String] = []
    func endRun() {
      if !run.isEmpty { lines.append(wrap(run, first: "", indent: 0)) }
      run = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty || line.hasPrefix(" ") {
        endRun()
        lines.append(String(line))
      } else {
        run += words(line)
      }
    }
    endRun()
    return lines.joined(separator: "\n")
  }

  /// `Usage: countbiki NAME …`, one line per form, wrapped under the first word after the name.
  public var usage: String {
    let lead = "Usage: countbiki \(name) "
    let forms: [String]
    switch positionals {
    case .none: forms = [""]
    case .words(let word, let required, let repeats, _, _):
      let words = word + (repeats ? "..." : "")
      forms = [required ? words : "[\(words)]"]
    case .forms(let list): forms = list
    }
    // Each form names the options that belong to it; the others apply to every form.
    let shared = optionSynopsis.filter { item in
      !forms.contains { form in
        item.split(separator: " ").contains { word in
          let name = word.filter { !"[]|".contains($0) }
          return name.hasPrefix("--") && form.contains(name)
        }
      }
    }
    return forms.enumerated().map { index, form in
      let start =
        index == 0 ? lead : String(repeating: " ", count: lead.count - name.count - 1) + name + " "
      let items = (form.isEmpty ? [] : [form]) + shared
      return Self.wrap(items, first: start, indent: lead.count).trimmingSuffix()
    }.joined(separator: "\n")
  }

  /// Each option as `[--name VALUE]`, the exclusive ones together: `[--questions N | --time SECONDS]`.
  private var optionSynopsis: [String] {
    var done: Set<String> = []
    var items: [String] = []
    for option in options where !done.contains(option.name) {
      let group = exclusive.first { $0.contains(option.name) } ?? [option.name]
      let members = group.compactMap { self.option(named: $0) }
      done.formUnion(group)
      items.append("[" + members.map(\.synopsis).joined(separator: " | ") + "]")
    }
    return items
  }

  /// Two columns: each left cell, then its text wrapped beside it (below it when the cell is
  /// wider than `widest`). Widths are terminal columns, so kana and kanji line up.
  public static func table(
    _ rows: [(left: String, text: String)], widest: Int = 18, column: Int? = nil
  ) -> String {
    let column = column ?? min(rows.map(\.left.terminalWidth).max() ?? 0, widest) + 4
    return rows.map { row in
      let words = words(row.text)
      let first = "  " + row.left
      let gap = column - first.terminalWidth
      if gap >= 2 {
        return wrap(words, first: first + String(repeating: " ", count: gap), indent: column)
      }
      return first + "\n"
        + wrap(words, first: String(repeating: " ", count: column), indent: column)
    }.joined(separator: "\n")
  }

  /// The words of `text` as wrapping sees them: a word that cannot start a line (`%`, `)`, `,`
  /// and the like) stays with the word before it, so `80 %` is never cut after its number.
  static func words(_ text: some StringProtocol) -> [String] {
    var words: [String] = []
    for word in text.split(separator: " ") {
      if let first = word.first, ",.;:!?%)]".contains(first), let last = words.popLast() {
        words.append(last + " " + word)
      } else {
        words.append(String(word))
      }
    }
    return words
  }

  /// `items` joined by spaces after `first`, starting a new line indented by `indent` before any
  /// item that would pass the width.
  static func wrap(_ items: [String], first: String, indent: Int) -> String {
    var lines: [String] = []
    var line = first
    var lineHasItem = false
    for item in items {
      if lineHasItem && line.terminalWidth + 1 + item.terminalWidth > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineHasItem = false
      }
      line += (lineHasItem ? " " : "") + item
      lineHasItem = true
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

extension Option {
  /// `--name VALUE` as the usage line shows it; choices are listed: `--audio alsa|none|wav:DIR`.
  public var synopsis: String {
    switch values {
    case .none: return spelling
    case .choices(let choices): return "\(spelling) \(choices.map(\.value).joined(separator: "|"))"
    default: return "\(spelling) \(valueName)"
    }
  }

  /// The rows `--help` shows: one, or one per choice.
  public var helpRows: [(left: String, text: String)] {
    switch values {
    case .choices(let choices):
      return choices.map { choice in
        let isDefault = choice.value == defaultValue
        return ("\(spelling) \(choice.value)", choice.help + (isDefault ? " (the default)" : ""))
      }
    default:
      var notes: [String] = []
      switch values {
      case .whole(let range): notes.append(RangedNumber.describe(range))
      case .decimal(let range): notes.append(RangedNumber.describe(range))
      default: break
      }
      if let defaultValue { notes.append("default \(defaultValue)") }
      return [(synopsis, Self.noted(help, notes))]
    }
  }

  /// `help` with `notes` (range, default) in parentheses at its end; a help that already ends
  /// in parentheses gets them inside its own, so there is one pair: `(-10–40; each scene …)`.
  static func noted(_ help: String, _ notes: [String]) -> String {
    guard !notes.isEmpty else { return help }
    let listed = notes.joined(separator: ", ")
    guard help.hasSuffix(")"), let open = help.lastIndex(of: "("),
      help[open...].dropLast().firstIndex(of: ")") == nil
    else { return "\(help) (\(listed))" }
    return "\(help[..<open])(\(listed); \(help[help.index(after: open)...])"
  }
}
