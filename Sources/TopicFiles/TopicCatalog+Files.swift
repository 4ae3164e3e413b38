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
    // Looked at before reading: a FIFO would wait for a writer, a huge file would be parsed.
    var info = stat()
    if stat(name, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else {
        add(problem: TopicFileError(file: name, field: "file", problem: "it is not a regular file"))
        return
      }
      guard info.st_size <= TopicFile.maximumBytes else {
        let megabytes = (Double(info.st_size) / Double(1 << 20) * 10).rounded() / 10
        add(
          problem: TopicFileError(
            file: name, field: "file",
            problem:
              "it is \(megabytes) MB, more than the \(TopicFile.maximumBytes >> 20) MB a topic file may hold; split it into several files"
          ))
        return
      }
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      add(problem: TopicFileError(file: name, field: "file", problem: "it cannot be read"))
      return
    }
    add(data: data, file: name)
  }
}
