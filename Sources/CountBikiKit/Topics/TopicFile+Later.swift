import Foundation
import Synchronization

/// A topic file checked before, read whole the first time one of its topics needs its generator;
/// its topics share the reading.
final class LaterFile: Sendable {
  private let data: Data
  private let file: String
  private let read = Mutex<(topics: [JSONValue], root: Fields, slots: [String: JSONValue])?>(nil)

  init(data: Data, file: String) {
    self.data = data
    self.file = file
  }

  /// The generator of the topic at `index` in the file's list, which cannot fail: these very
  /// bytes were found whole by this very program.
  func generator(ofTopic index: Int) -> Generator {
    do throws(TopicFileError) {
      let (topics, root, slots) = try whole()
      guard case .object(let object) = topics[index] else {
        throw root.error("topics", "each topic must be a JSON object")
      }
      let fields = root.nested(object, path: "topics[\(index)]")
      var shared: [String: (Generator, Bool)] = [:]
      return try TopicFile.generator(
        fields, topic: try fields.string("id"), slots: slots, shared: &shared)
    } catch {
      preconditionFailure("a topic file found whole before has a problem: \(error)")
    }
  }

  private func whole() throws(TopicFileError) -> (
    topics: [JSONValue], root: Fields, slots: [String: JSONValue]
  ) {
    try read.withLock { read throws(TopicFileError) in
      if let read { return read }
      let root = try TopicFile.root(data, file: file, listedOnly: false)
      var slots: [String: JSONValue] = [:]
      if case .object(let declared)? = root.values["slots"] { slots = declared }
      let whole = (try root.array("topics"), root, slots)
      read = whole
      return whole
    }
  }
}
