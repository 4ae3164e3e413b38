import Foundation
import TestSupport
import Testing

/// The reference articles of `Sources/countbiki/Documentation.docc` and the examples in them, as
/// the catalog's front page describes them: a ` ```sh ` block is a script that must exit with 0,
/// a ` ```console ` block holds commands after `$ `, each followed by the lines it prints (a
/// line `…` stands for any number of lines). Other blocks are not run.
enum DocumentationCatalog {
  static let folder = PackageFolder.root.appendingPathComponent(
    "Sources/countbiki/Documentation.docc")

  /// The articles other work adds to the catalog: the front page links them, and each link must
  /// resolve once its article is there.
  static let articlesToCome: Set<String> = [
    "Architecture", "Counters", "Sentences", "NeuralVoices", "Options",
  ]

  /// Every article's name (its file name without `.md`) and text.
  static let articles: [(name: String, text: String)] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter {
        $0.hasSuffix(".md")
      }.sorted() ?? []
    return names.map { file in
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
      return (String(file.dropLast(3)), text ?? "")
    }
  }()

  /// The names `<doc:NAME>` links to in `text`, in order.
  static func links(in text: String) -> [String] {
    text.matches(of: /<doc:([A-Za-z0-9_-]+)>/).map { String($0.output.1) }
  }

  /// Every example of every article, in the order they stand.
  static let examples: [Example] = articles.flatMap { examples(in: $0.text, article: $0.name) }

  /// The ` ```sh ` and ` ```console ` blocks of one article.
  static func examples(in text: String, article: String) -> [Example] {
    var examples: [Example] = []
    var block: (language: String, line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = String(line)
      if var open = block {
        if line.trimmingCharacters(in: .whitespaces) == "```" {
          if let example = Example(
            article: article, line: open.line, language: open.language, lines: open.lines)
          {
            examples.append(example)
          }
          block = nil
        } else {
          open.lines.append(line)
          block = open
        }
      } else if line.hasPrefix("```") {
        block = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), index + 1, [])
      }
    }
    return examples
  }
}

/// One runnable block of an article.
struct Example: Sendable, CustomTestStringConvertible {
  enum Body: Sendable {
    /// A shell script that must exit with status 0.
    case script(String)
    /// Commands, each with the lines it must print.
    case console([(command: String, output: [String])])
  }

  let article: String
  let line: Int
  let body: Body

  init?(article: String, line: Int, language: String, lines: [String]) {
    (self.article, self.line) = (article, line)
    switch language {
    case "sh":
      body = .script(lines.joined(separator: "\n"))
    case "console":
      var steps: [(command: String, output: [String])] = []
      for line in lines {
        if line.hasPrefix("$ ") {
          steps.append((String(line.dropFirst(2)), []))
        } else if !steps.isEmpty {
          steps[steps.count - 1].output.append(line)
        }
      }
      body = .console(steps)
    default:
      return nil
    }
  }

  var testDescription: String { "\(article).md:\(line)" }

  /// Whether `printed` is `expected`, line for line with trailing spaces ignored, where a line
  /// `…` of `expected` stands for any number of lines.
  static func matches(_ printed: [String], _ expected: [String]) -> Bool {
    guard let first = expected.first else { return printed.isEmpty }
    if first == "…" {
      return (0...printed.count).contains {
        matches(Array(printed.dropFirst($0)), Array(expected.dropFirst()))
      }
    }
    guard let line = printed.first, trimmed(line) == trimmed(first) else { return false }
    return matches(Array(printed.dropFirst()), Array(expected.dropFirst()))
  }

  /// The lines of a program's output, without the empty ones it ends with.
  static func lines(of output: String) -> [String] {
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last.map({ trimmed($0).isEmpty }) == true { lines.removeLast() }
    return lines
  }

  private static func trimmed(_ line: String) -> String {
    String(line.reversed().drop(while: { $0 == " " }).reversed())
  }
}
