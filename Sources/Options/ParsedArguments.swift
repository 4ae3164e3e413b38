/// The words of one command line, checked against the command's `CommandSpec`: every option is
/// declared, every value is in its range, words are where they belong.
public struct ParsedArguments: Sendable {
  public let spec: CommandSpec
  /// The words that are not options or option values, in order.
  public private(set) var positionals: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// True when `--help` or `-h` came before any `--`: the command prints its help instead.
  public static func asksForHelp(_ words: [String]) -> Bool {
    for word in words {
      if word == "--" { return false }
      if word == "--help" || word == "-h" { return true }
    }
    return false
  }

  /// Parses `words`. `--name value` and `--name=value` are both accepted, but a value given with
  /// a space cannot start with `--`; `--` ends the options, so a later word that starts with `-`
  /// is a positional; `-` alone and a negative number (`-5度`) are positionals.
  public init(_ words: [String], spec: CommandSpec) throws(UsageError) {
    self.spec = spec
    var index = 0
    var onlyPositionals = false
    while index < words.count {
      let word = words[index]
      index += 1
      // A negative number (-5度, -0.5) is an expression, never an option.
      let negative = word.dropFirst().first.map { $0.isASCII && $0.isNumber } ?? false
      if onlyPositionals || !word.hasPrefix("-") || word == "-" || negative {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(word.drop { $0 == "-" })
      var inline: String?
      if word.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard word.hasPrefix("--"), let option = spec.option(named: name) else {
        throw unknown(word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word)
      }
      if option.isFlag {
        guard inline == nil else { throw UsageError("\(option.spelling) takes no value.") }
        flags.insert(name)
        continue
      }
      // The next word is the value unless it is an option itself: `--wav --json` lacks the
      // file name rather than naming a file `--json`. `--out=--x` still names one.
      let next = index < words.count && !words[index].hasPrefix("--") ? words[index] : nil
      guard let value = inline ?? next else {
        throw UsageError("\(option.spelling) needs a value.")
      }
      if inline == nil { index += 1 }
      try option.check(value)
      values[name] = value
    }
    try checkExclusive()
    try checkPositionals()
  }

  private func unknown(_ word: String) -> UsageError {
    let known = spec.options.map(\.spelling)
    let hint =
      known.isEmpty
      ? "this command takes no options" : "its options are \(known.joined(separator: ", "))"
    return UsageError("\(word) is not an option of this command; \(hint).")
  }

  private func checkExclusive() throws(UsageError) {
    for group in spec.exclusive {
      let given = group.filter { values[$0] != nil || flags.contains($0) }
      guard given.count > 1 else { continue }
      throw UsageError("give either \(Option.list(given.map { "--\($0)" }, or: "or")), not both.")
    }
  }

  private func checkPositionals() throws(UsageError) {
    switch spec.positionals {
    case .none:
      guard let extra = positionals.first else { return }
      throw UsageError(
        "“\(extra)” is not something \(spec.name) takes; run `countbiki \(spec.name)` alone.")
    case .words(_, let required, let repeats, let missing, let tooMany):
      if required, positionals.isEmpty, let missing { throw UsageError(missing) }
      if !repeats, positionals.count > 1 {
        throw UsageError(tooMany ?? "“\(positionals[1])” is one word too many.")
      }
    case .forms:
      return
    }
  }

  /// True when the flag was given. Commands read options through their typed declarations
  /// (`arguments[Group.json]`); these lookups by name stay inside the parser.
  func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The option's value as typed, or nil when it was not given.
  func text(_ name: String) -> String? {
    values[name]
  }

  /// The option's value as typed, or its declared default.
  func value(_ name: String) -> String? {
    text(name) ?? spec.option(named: name)?.defaultValue
  }
}
