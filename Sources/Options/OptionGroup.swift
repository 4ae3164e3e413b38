/// Options that belong together (the speech options, a command's own), declared once as
/// `TypedOption`s and decoded once into typed fields, as swift-argument-parser's
/// `ParsableArguments` are. A command's group holds its words too.
public protocol OptionGroup: Sendable {
  /// The declarations, in the order `--help` lists them.
  static var options: [Option] { get }
  /// The group's values from arguments parsed against a spec that declares `options`; a value
  /// that cannot be used is one sentence (`UsageError`).
  init(_ arguments: ParsedArguments) throws
}
