import History
import HistoryClient
import Setup

extension HistoryOptions {
  /// Whether the store at `path` has anything to read. A missing file and an empty one both
  /// hold no history yet: a command that reads says so and leaves the file as it is (a drill
  /// makes it the store). A path no store can be made of is one sentence, exit status 1.
  public static func holdsHistory(_ path: String) throws -> Bool {
    try exists(path) && !StoreFile.isEmpty(path)
  }
}
