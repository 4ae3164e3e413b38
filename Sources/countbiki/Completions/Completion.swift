import CountBikiKit
import Foundation
import Speech

/// What a shell offers for the word being typed, from the commands' declarations: command names,
/// options, their values (choices, voices, devices, sound patterns), topic and category ids.
enum Completion {
  /// The line a shell gets instead of candidates when the word is a file name.
  static let files = ":files"

  /// The candidates for the last of `words` (the words after `countbiki`; the last is the one
  /// being typed, empty after a space), each starting with what is typed.
  static func candidates(_ words: [String]) -> [String] {
    let typed = words.last ?? ""
    let offered = offered(Array(words.dropLast()), typed: typed)
    return offered == [files] ? offered : offered.filter { $0.hasPrefix(typed) }
  }

  private static func offered(_ before: [String], typed: String) -> [String] {
    guard let word = before.first else {
      return commandNames + (typed.hasPrefix("-") ? ["--help", "--version"] : [])
    }
    if word == "help" { return before.count == 1 ? commandNames : [] }
    guard let command = CLI.commands.first(where: { $0.spec.name == word }) else { return [] }
    let spec = command.spec
    let rest = before.dropFirst()
    if let previous = rest.last, previous.hasPrefix("--"), !previous.contains("="),
      let option = spec.option(named: String(previous.dropFirst(2))), !option.isFlag
    {
      return values(of: option)
    }
    if typed.hasPrefix("-") && !rest.contains("--") {
      return spec.options.map { $0.spelling } + ["--help"]
    }
    return positionals(spec, given: positionalWords(rest, spec: spec))
  }

  /// The words before the one typed that are not options or option values.
  private static func positionalWords(_ words: ArraySlice<String>, spec: CommandSpec) -> [String] {
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

  private static func positionals(_ spec: CommandSpec, given: [String]) -> [String] {
    switch spec.positionals {
    case .none:
      return []
    case .words(let name, _, let repeats, _, _):
      guard repeats || given.isEmpty else { return [] }
      return placeholder(name, given: given)
    case .forms(let forms):
      let shapes = forms.map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
      guard let first = given.first else { return shapes.map { $0[0] } }
      guard let shape = shapes.first(where: { $0[0] == first }) else { return [] }
      let words = shape.filter { !$0.hasPrefix("-") && !$0.hasPrefix("[") }
      guard let last = words.last else { return [] }
      let name = given.count < words.count ? words[given.count] : last
      return name.hasSuffix("...") || given.count < words.count
        ? placeholder(name, given: given) : []
    }
  }

  /// What stands for a placeholder of a usage line: `TOPIC_OR_CATEGORY`, or `config set`'s
  /// `NAME` and `VALUE`.
  private static func placeholder(_ name: String, given: [String]) -> [String] {
    if name.contains("TOPIC") || name.contains("CATEGORY") { return topicIDs }
    switch name {
    case "NAME": return Settings.options.map(\.name)
    case "VALUE":
      return given.count > 1 ? Settings.options.first { $0.name == given[1] }.map(values) ?? [] : []
    default: return []
    }
  }

  /// The values an option takes, where they can be listed.
  private static func values(of option: Option) -> [String] {
    switch option.name {
    case "voice": return ((try? Resources.voices()) ?? []).map(\.id)
    case "device": return AudioDevice.playback().map(\.name)
    case "focus": return ["weak"] + SoundPattern.all.map(\.id)
    default: break
    }
    switch option.values {
    case .choices(let choices): return choices.map { $0.prefix ?? $0.value }
    case .text where ["FILE", "PATH", "DIR"].contains(option.valueName): return [files]
    case .none, .text, .whole, .decimal: return []
    }
  }

  private static var commandNames: [String] {
    CLI.commands.map { $0.spec.name } + ["help"]
  }

  private static var topicIDs: [String] {
    guard let catalog = try? Resources.catalog() else { return [] }
    return catalog.categories.flatMap { [$0.id] + $0.topics.map(\.id) }
  }
}
