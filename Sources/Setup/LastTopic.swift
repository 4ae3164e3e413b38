import Foundation
import Options
import ProcessIO
import SystemCalls

/// The topic picked last time, kept in `$XDG_CONFIG_HOME/countbiki/last-topic`.
public enum LastTopic {
  public static func url() -> URL {
    Resources.userTopics.deletingLastPathComponent().appendingPathComponent("last-topic")
  }

  public static func load(from url: URL = url()) -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }

  /// Writes atomically (a temporary file renamed over the old one), through a link when the
  /// file is one; a failure only costs the memory of the choice, so it is not an error.
  public static func save(_ topic: String, to url: URL = url()) {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileReplacement.write(Array((topic + "\n").utf8), to: url.path)
  }
}
