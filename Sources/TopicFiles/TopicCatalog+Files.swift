import CountBikiKit
import Foundation
import SystemCalls

extension TopicCatalog {
  /// Loads every `*.json` file in `directory`, in name order; a missing directory adds nothing.
  public mutating func load(directory: URL) {
    var checked = CheckedTopicFiles.none
    load(directory: directory, checked: &checked)
  }

  /// Loads every `*.json` file in `directory` as above; a file in `checked` has its generators
  /// made on first use, and each file found whole is added to `checked`.
  public mutating func load(directory: URL, checked: inout CheckedTopicFiles) {
    let folder = directory.path
    for name in (directoryEntries(folder) ?? []).sorted() where name.hasSuffix(".json") {
      load(path: folder + "/" + name, checked: &checked)
    }
  }

  /// Loads one topic file, recording its problems.
  public mutating func load(file: URL) {
    var checked = CheckedTopicFiles.none
    load(file: file, checked: &checked)
  }

  /// Loads one topic file as above, with `checked` as `load(directory:checked:)` takes it.
  public mutating func load(file: URL, checked: inout CheckedTopicFiles) {
    load(path: file.path, checked: &checked)
  }

  private mutating func load(path name: String, checked: inout CheckedTopicFiles) {
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
    guard let bytes = readFile(name, expected: Int(info.st_size)) else {
      add(problem: TopicFileError(file: name, field: "file", problem: "it cannot be read"))
      return
    }
    let data = Data(bytes)
    let key = checked.key(data)
    let before = problems.count
    add(data: data, file: name, checked: checked.isKnown(key))
    if let key, problems.count == before { checked.whole.insert(key) }
  }
}
