/// An option declared once with the type a command reads it as: its `option` (name, value,
/// help, range) is what the parser checks and `--help` prints, and a command reads it as
/// `arguments[Group.name]`, so a misspelt option is a compile error rather than a lookup that
/// finds nothing.
public struct TypedOption<Value: Sendable>: Sendable {
  public let option: Option
  /// The value from the text given (or the declared default); nil when neither is there. The
  /// parser has already checked the text against the declaration.
  let decode: @Sendable (String?) -> Value

  public init(_ option: Option, decode: @escaping @Sendable (String?) -> Value) {
    self.option = option
    self.decode = decode
  }

  /// The name without dashes: `seed` for `--seed`.
  public var name: String { option.name }

  /// This option with other help, for a command where the shared wording is not true.
  public func helping(_ help: String) -> Self {
    Self(option.helping(help), decode: decode)
  }
}

/// A flag: true when given.
public typealias Flag = TypedOption<Bool>

extension TypedOption where Value == Bool {
  public init(_ name: String, help: String) {
    self.init(
      Option(name: name, valueName: "", values: .none, help: help, defaultValue: nil),
      decode: { $0 != nil })
  }
}

extension TypedOption where Value == String? {
  /// Any text (a file name, a voice id), or nil when not given.
  public init(_ name: String, _ valueName: String, help: String) {
    self.init(.value(name, valueName, help: help), decode: { $0 })
  }

  /// One of `choices` as typed (a placeholder choice such as `wav:DIR` stands for any text after
  /// its prefix), or the default, or nil.
  public init(
    _ name: String, _ valueName: String, choices: [Option.Choice], default value: String? = nil,
    help: String
  ) {
    self.init(
      .value(name, valueName, .choices(choices), default: value, help: help), decode: { $0 })
  }
}

extension TypedOption where Value == UInt64? {
  /// A whole number in `range`, or nil when not given.
  public init(_ name: String, _ valueName: String, whole range: ClosedRange<UInt64>, help: String) {
    self.init(.value(name, valueName, .whole(range), help: help), decode: { $0.flatMap(UInt64.init) })
  }
}

extension TypedOption where Value == UInt64 {
  /// A whole number in `range`, or `value` when not given.
  public init(
    _ name: String, _ valueName: String, whole range: ClosedRange<UInt64>, default value: UInt64,
    help: String
  ) {
    self.init(
      .value(name, valueName, .whole(range), default: String(value), help: help),
      decode: { $0.flatMap(UInt64.init) ?? value })
  }
}

extension TypedOption where Value == Int {
  /// A whole number in `range`, or `value` when not given.
  public init(
    _ name: String, _ valueName: String, whole range: ClosedRange<Int>, default value: Int,
    help: String
  ) {
    let bounds = UInt64(range.lowerBound)...UInt64(range.upperBound)
    self.init(
      .value(name, valueName, .whole(bounds), default: String(value), help: help),
      decode: { $0.flatMap(Int.init) ?? value })
  }
}

extension TypedOption where Value == Double? {
  /// A number in `range`, fractions allowed, or nil when not given.
  public init(_ name: String, _ valueName: String, decimal range: ClosedRange<Double>, help: String) {
    self.init(
      .value(name, valueName, .decimal(range), help: help), decode: { $0.flatMap(Double.init) })
  }
}

extension TypedOption {
  /// One of the cases of `Choice`, each with its help, or nil when not given.
  public init<Choice: RawRepresentable & Sendable>(
    _ name: String, _ valueName: String, cases: [(Choice, help: String)], help: String
  ) where Value == Choice?, Choice.RawValue == String {
    self.init(
      .value(
        name, valueName, .choices(cases.map { Option.Choice(value: $0.0.rawValue, help: $0.help) }),
        help: help),
      decode: { $0.flatMap(Choice.init(rawValue:)) })
  }

  /// One of the cases of `Choice`, each with its help, or `value` when not given.
  public init(
    _ name: String, _ valueName: String, cases: [(Value, help: String)], default value: Value,
    help: String
  ) where Value: RawRepresentable, Value.RawValue == String {
    self.init(
      .value(
        name, valueName, .choices(cases.map { Option.Choice(value: $0.0.rawValue, help: $0.help) }),
        default: value.rawValue, help: help),
      decode: { $0.flatMap(Value.init(rawValue:)) ?? value })
  }
}

extension ParsedArguments {
  /// The option's value: as given, else its declared default. An option this command does not
  /// declare was never accepted, so it reads as not given.
  public subscript<Value>(_ declared: TypedOption<Value>) -> Value {
    declared.decode(declared.option.isFlag ? (flag(declared.name) ? "" : nil) : value(declared.name))
  }

  /// Whether the option was typed on the command line (a default does not count).
  public func given<Value>(_ declared: TypedOption<Value>) -> Bool {
    declared.option.isFlag ? flag(declared.name) : text(declared.name) != nil
  }

  /// The option's value as typed on the command line, or nil when it was not (its declared
  /// default is not used: the value comes from somewhere else then, such as the config file).
  public func typed<Wrapped>(_ declared: TypedOption<Wrapped?>) -> Wrapped? {
    given(declared) ? declared.decode(text(declared.name)) : nil
  }

}
