import Foundation
import Options
import ProcessIO
import SystemCalls

/// The one line that tells a learner with no natural voice how to get one: said once for each
/// learner, who then finds it in `countbiki voices`. A marker file in the learner's data folder
/// remembers that it was said; `COUNTBIKI_NATURAL_VOICE_HINT=off` keeps it unsaid.
public enum NaturalVoiceHint {
  /// Whether the hint is still to be said; marks it said when it is.
  public static func due(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    guard environment["COUNTBIKI_NATURAL_VOICE_HINT"] != "off" else { return false }
    let marker = DataFolder.url(environment: environment).appendingPathComponent("natural-voice-hint-shown")
    guard !FileManager.default.fileExists(atPath: marker.path) else { return false }
    try? FileManager.default.createDirectory(
      at: marker.deletingLastPathComponent(), withIntermediateDirectories: true)
    // A folder that cannot be written costs only a repeated hint.
    try? Data("\n".utf8).write(to: marker, options: .atomic)
    return true
  }

  public static let sentence =
    "No natural voice is installed, so espeak-ng speaks; for Open JTalk voices with pitch accent run `apt-get install open-jtalk open-jtalk-mecab-naist-jdic` and add a voice (`countbiki voices` says how)."
}
