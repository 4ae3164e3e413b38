/// One command-line option, declared once: the parser checks what is typed against it and
/// `--help` prints it, so the two cannot disagree.
public struct Option: Sendable {
  /// What the option's value may be.
  public enum Values: Sendable {
    /// A flag: it takes no value.
    case none
    /// Any text (a file name, a voice id).
    case text
    /// A whole number in the range.
    case whole(ClosedRange<UInt64>)
    /// A number in the range; fractions allowed.
    case decimal(ClosedRange<Double>)
    /// One of these values.
    case choices([Choice])
  }

  /// One allowed value and what it does. A value ending in `:` and an upper-case placeholder
  /// (`wav:DIR`) stands for its prefix followed by any text.
  public struct Choice: Sendable {
    public let value: String
    public let help: String

    public init(value: String, help: String) {
      self.value = value
      self.help = help
    }

    /// The fixed part of a placeholder value (`wav:` for `wav:DIR`), or nil for a plain value.
    public var prefix: String? {
      guard let colon = value.firstIndex(of: ":") else { return nil }
      let placeholder = value[value.index(after: colon)...]
      guard !placeholder.isEmpty, placeholder.allSatisfy(\.isUppercase) else { return nil }
      return String(value[...colon])
    }

    public func matches(_ text: String) -> Bool {
      guard let prefix else { return text == value }
      return text.hasPrefix(prefix) && text.count > prefix.count
    }
  }

  /// The name without dashes: `seed` for `--seed`.
  public let name: String
  /// What the value is called in the usage line and help: `N`, `FILE`.
  public let valueName: String
  public let values: Values
  /// What the option does; the range, the choices and the default are added from the declaration.
  public let help: String
  /// The value used when the option is not given, as the help shows it.
  public let defaultValue: String?
  /// The form of the command the option belongs to (`export`, `forget`), under which `--help`
  /// lists it; nil for options of every form.
  public private(set) var section: String?

  /// The option listed under `section` in `--help`.
  public func section(_ section: String) -> Option {
    var option = self
    option.section = section
    return option
  }

  /// An option that takes no value.
  public static func flag(_ name: String, help: String) -> Option {
    Option(name: name, valueName: "", values: .none, help: help, defaultValue: nil)
  }

  /// An option that takes a value.
  public static func value(
    _ name: String, _ valueName: String, _ values: Values = .text,
    default defaultValue: String? = nil,
    help: String
  ) -> Option {
    Option(name: name, valueName: valueName, values: values, help: help, defaultValue: defaultValue)
  }

  /// This option with other help, for a command where the shared wording is not true.
  public func helping(_ help: String) -> Option {
    Option(name: name, valueName: valueName, values: values, help: help, defaultValue: defaultValue)
  }

  public var isFlag: Bool {
    if case .none = values { return true }
    return false
  }

  /// `--name`.
  public var spelling: String { "--\(name)" }

  /// Checks `text` as this option's value; a bad value is one sentence naming what is allowed.
  public func check(_ text: String) throws(UsageError) {
    switch values {
    case .none, .text:
      return
    case .whole(let range):
      _ = try RangedNumber.parse(text, label: spelling, in: range)
    case .decimal(let range):
      _ = try RangedNumber.parse(text, label: spelling, in: range)
    case .choices(let choices):
      guard choices.contains(where: { $0.matches(text) }) else {
        throw UsageError(
          "\(spelling) must be \(Self.list(choices.map(\.value), or: "or")), not “\(text)”.")
      }
    }
  }

  /// `a, b or c`.
  public static func list(_ items: [String], or word: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
  }
}
