/// Everything a command declares about how it is called: its words, its options and its help.
/// `ParsedArguments` parses against it and `help` is generated from it.
public struct CommandSpec: Sendable {
  /// What a command takes besides options.
  public enum Positionals: Sendable {
    /// Nothing: any word is a mistake.
    case none
    /// Words named `name` in the usage line; `missing` is the sentence when there must be one
    /// and there is none, `tooMany` when at most one is allowed and more are given.
    case words(
      name: String, required: Bool, repeats: Bool, missing: String? = nil, tooMany: String? = nil)
    /// Forms checked by the command itself, one usage line each (`set NAME VALUE`).
    case forms([String])
  }

  /// The word that selects the command: `read`.
  public let name: String
  /// One line for the command list.
  public let summary: String
  public let positionals: Positionals
  public let options: [Option]
  /// Groups of options of which at most one may be given (`--questions` or `--time`).
  public var exclusive: [[String]] = []
  /// What the command does, between the usage line and the options.
  public var about: String { aboutText() }
  /// Made only when help is shown: some commands build tables into it, and looking a command up
  /// by name must not pay for every command's help.
  private let aboutText: @Sendable () -> String
  /// A closing note after the options.
  public var footer: String? = nil

  public init(
    name: String, summary: String, positionals: Positionals, options: [Option],
    exclusive: [[String]] = [], about: @autoclosure @escaping @Sendable () -> String,
    footer: String? = nil
  ) {
    self.name = name
    self.summary = summary
    self.positionals = positionals
    self.options = options
    self.exclusive = exclusive
    self.aboutText = about
    self.footer = footer
  }

  /// The declared option called `name` (without dashes), or nil.
  public func option(named name: String) -> Option? {
    options.first { $0.name == name }
  }
}
