import Foundation
import TestSupport
import Testing

/// The reference runs as written: every example of every article of the DocC catalog goes
/// through the built binary, with `countbiki` on `PATH`, a home and XDG folders of its own, ALSA's
/// default device writing into a file there (so `say` plays, as on a machine with a sound card)
/// and an empty working folder; and the catalog's links hold together.
@Suite struct DocumentationExamplesTests {
  @Test(arguments: DocumentationCatalog.examples)
  func exampleRunsAsWritten(_ example: Example) async throws {
    let home = try TemporaryFolder.make("countbiki-docs")
    defer { try? FileManager.default.removeItem(at: home) }
    let work = home.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let environment = try Self.environment(home: home)
    switch example.body {
    case .script(let script):
      let result = try await Binary.run(
        "/bin/sh", ["-ec", script], environment: environment, directory: work,
        limit: .seconds(120))
      #expect(
        result.termination == .exited(0),
        "\(example.testDescription) ended \(result.termination): \(result.error)")
    case .console(let steps):
      #expect(!steps.isEmpty, "\(example.testDescription) shows no command")
      for step in steps {
        let result = try await Binary.run(
          "/bin/sh", ["-ec", step.command], environment: environment, directory: work,
          limit: .seconds(120))
        #expect(
          result.termination == .exited(0),
          "\(example.testDescription) `\(step.command)` ended \(result.termination): \(result.error)"
        )
        let printed = Example.lines(of: result.output)
        #expect(
          Example.matches(printed, step.output),
          """
          \(example.testDescription) `\(step.command)` printed:
          \(printed.joined(separator: "\n"))
          """)
      }
    }
  }

  @Test func everyArticleHasRunnableExamplesAndTheFrontPageLinksIt() {
    let names = DocumentationCatalog.articles.map(\.name)
    let front = DocumentationCatalog.articles.first { $0.name == "countbiki" }?.text ?? ""
    let linked = Set(DocumentationCatalog.links(in: front))
    for name in names where name != "countbiki" {
      #expect(linked.contains(name), "the front page does not link \(name).md")
    }
    for name in [
      "countbiki", "Commands", "Drills", "Readings", "TopicFiles", "VoicesAndScenes",
      "HistoryAndReview",
    ] {
      #expect(
        DocumentationCatalog.examples.contains { $0.article == name },
        "\(name).md has no runnable example")
    }
  }

  @Test func everyLinkReachesAnArticle() throws {
    let names = Set(DocumentationCatalog.articles.map(\.name))
    #expect(names.isSuperset(of: ["countbiki", "Commands", "Performance"]))
    for (name, text) in DocumentationCatalog.articles {
      for link in DocumentationCatalog.links(in: text) where !names.contains(link) {
        #expect(
          DocumentationCatalog.articlesToCome.contains(link),
          "\(name).md links <doc:\(link)>, which is no article")
      }
    }
    let readme = try String(
      contentsOf: PackageFolder.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 201)
    for match in readme.matches(of: /\(Sources\/countbiki\/Documentation\.docc\/([A-Za-z]+)\.md\)/)
    {
      let link = String(match.output.1)
      #expect(
        names.contains(link) || DocumentationCatalog.articlesToCome.contains(link),
        "README.md links \(link).md, which is no article")
    }
  }

  /// An isolated home (see `Isolation`) whose `.asoundrc` sends ALSA's default device to a file,
  /// with the built `countbiki` first on `PATH` and the clock fixed, so elapsed times print the
  /// same on every run.
  static func environment(home: URL) throws -> [String: String] {
    try """
    pcm.!default { type file; slave.pcm "null"; file "\(home.path)/played.raw"; format "raw" }
    """.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
    var environment = Isolation.environment(home: home)
    environment["COUNTBIKI_FAKE_CLOCK"] = "1"
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    environment["PATH"] = Binary.url.deletingLastPathComponent().path + ":" + path
    return environment
  }
}
