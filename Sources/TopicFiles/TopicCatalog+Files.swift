import CountBikiKit
import Foundation

extension TopicCatalog {
  /// Loads every `*.json` file in `directory`, in name order; a missing directory adds nothing.
  public mutating func load(directory: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".json") {
      load(file: directory.appendingPathComponent(name))
    }
  }

  /// Loads one topic file, recording its problems.
  public mutating func load(file: URL) {
    let name = file.path
    guard let data = FileManager.default.contents(atPath: file.path) else {
      add(problem: TopicFileError(file: name, field: "file", problem: "it cannot be read"))
      return
    }
    add(data: data, file: name)
  }
}
