/// What a shell offers for the word being typed, from the commands' declarations: command names,
/// options, the choices of an option, and what the program lists for the rest (`values`,
/// `placeholder`).
public struct Completion: Sendable {
  /// The line a shell gets instead of candidates when the word is a file name.
  public static let files = ":files"

  /// The commands, in the order they are offered; `help` is offered after them.
  let commands: [CommandSpec]
  /// The values the program lists for an option (voices, devices), or nil to offer what the
  /// declaration says (its choices, or file names for a FILE, PATH or DIR).
  let values: @Sendable (Option) -> [String]?
  /// The words that can stand for a placeholder of a usage line (`TOPIC`, `NAME`), given the
  /// positional words typed before it.
  let placeholder: @Sendable (_ name: String, _ given: [String]) -> [String]

  public init(
    commands: [CommandSpec], values: @escaping @Sendable (Option) -> [String]?,
    placeholder: @escaping @Sendable (_ name: String, _ given: [String]) -> [String]
  ) {
    self.commands = commands
    self.values = values
    self.placeholder = placeholder
  }

  /// The candidates for the last of `words` (the words after the program's name; the last is
  /// the one being typed, empty after a space), each starting with what is typed.
  public func candidates(_ words: [String]) -> [String] {
    let typed = words.last ?? ""
    let offered = offered(Array(words.dropLast()), typed: typed)
    return offered == [Self.files] ? offered : offered.filter { $0.hasPrefix(typed) }
  }

  /// The values an option takes, where they can be listed.
  public func values(of option: Option) -> [String] {
    if let listed = values(option) { return listed }
    switch option.values {
    case .choices(let choices): return choices.map { $0.prefix ?? $0.value }
    case .text where Self.namesFile(option.valueName): return [Self.files]
    case .none, .text, .whole, .decimal: return []
    }
  }

  /// Whether a value called `name` (`FILE`, `PATH`, `DIR`) is a file name the shell completes.
  private static func namesFile(_ name: some StringProtocol) -> Bool {
    ["FILE", "PATH", "DIR"].contains(String(name))
  }

  /// The values of `option` for `typed`: after a choice's prefix that a file name follows
  /// (`wav:` of `wav:DIR`), file names.
  private func values(of option: Option, typed: String) -> [String] {
    if case .choices(let choices) = option.values,
      let choice = choices.first(where: { $0.prefix.map(typed.hasPrefix) ?? false }),
      let prefix = choice.prefix, Self.namesFile(choice.value.dropFirst(prefix.count))
    {
      return [Self.files]
    }
    return values(of: option)
  }

  private func offered(_ before: [String], typed: String) -> [String] {
    guard let word = before.first else {
      return commandNames + (typed.hasPrefix("-") ? ["--help", "--version"] : [])
    }
    if word == "help" { return before.count == 1 ? commandNames : [] }
    guard let spec = commands.first(where: { $0.name == word }) else { return [] }
    let rest = before.dropFirst()
    if let previous = rest.last, previous.hasPrefix("--"), !previous.contains("="),
      let option = spec.option(named: String(previous.dropFirst(2))), !option.isFlag
    {
      return values(of: option, typed: typed)
    }
    if typed.hasPrefix("-") && !rest.contains("--") {
      return spec.options.map { $0.spelling } + ["--help"]
    }
    return positionals(spec, given: positionalWords(rest, spec: spec))
  }

  /// The words before the one typed that are not options or option values.
  private func positionalWords(_ words: ArraySlice<String>, spec: CommandSpec) -> [String] {
    var positionals: [String] = []
    var index = words.startIndex
    var onlyPositionals = false
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if onlyPositionals || !word.hasPrefix("-") || word == "-" {
        positionals.append(word)
      } else if word == "--" {
        onlyPositionals = true
      } else if !word.contains("="), let option = spec.option(named: String(word.dropFirst(2))),
        !option.isFlag
      {
        index += 1
      }
    }
    return positionals
  }

  private func positionals(_ spec: CommandSpec, given: [String]) -> [String] {
    switch spec.positionals {
    case .none:
      return []
    case .words(let name, _, let repeats, _, _):
      guard repeats || given.isEmpty else { return [] }
      return placeholder(name, given)
    case .forms(let forms):
      // A form's first word is a word to type unless it is an option (`[--json]`, `--all`).
      let shapes = forms.map { $0.split(separator: " ").map(String.init) }.filter {
        guard let first = $0.first else { return false }
        return !first.hasPrefix("[") && !first.hasPrefix("-")
      }
      guard let first = given.first else { return shapes.map { $0[0] } }
      guard let shape = shapes.first(where: { $0[0] == first }) else { return [] }
      let words = shape.filter { !$0.hasPrefix("-") && !$0.hasPrefix("[") }
      guard let last = words.last else { return [] }
      let name = given.count < words.count ? words[given.count] : last
      return name.hasSuffix("...") || given.count < words.count ? placeholder(name, given) : []
    }
  }

  private var commandNames: [String] {
    commands.map(\.name) + ["help"]
  }
}
