import Foundation

/// Where Open JTalk is installed: Debian's `open_jtalk` program, its NAIST dictionary and a
/// voice's HTS voice file, found without running anything.
public struct OpenJTalkInstallation: Hashable, Sendable {
  /// Where Debian installs the dictionary (`open-jtalk-mecab-naist-jdic`).
  public static let debianDictionary = "/var/lib/mecab/dic/open-jtalk/naist-jdic"

  public let program: String
  public let dictionary: String
  public let voiceFile: String
  /// How long one run may take before it counts as hung: 10 s, or
  /// `COUNTBIKI_ENGINE_DEADLINE_MS` milliseconds.
  public let deadline: Duration

  /// The installation for `voice`, or why it cannot be used.
  public static func locate(_ voice: OpenJTalkVoice, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(SpeechError) -> OpenJTalkInstallation
  {
    let (program, dictionary) = try checkEngine(environment: environment)
    guard let file = HTSVoiceFile.find(voice.file, environment: environment) else {
      let how = voice.install.isEmpty ? "add it with `countbiki voices add FILE.htsvoice`" : voice.install
      throw .openJTalkMissing("the voice file \(voice.file).htsvoice is not installed; \(how)")
    }
    let deadline = environment["COUNTBIKI_ENGINE_DEADLINE_MS"].flatMap(Int.init).map(Duration.milliseconds) ?? .seconds(10)
    return OpenJTalkInstallation(program: program, dictionary: dictionary, voiceFile: file, deadline: deadline)
  }

  /// The program and its dictionary, or why Open JTalk cannot run here.
  @discardableResult
  public static func checkEngine(environment: [String: String]) throws(SpeechError) -> (program: String, dictionary: String) {
    guard let program = Self.program(environment: environment) else {
      throw .openJTalkMissing("the program open_jtalk is not installed; run `\(SpeechEngine.openJTalk.install)`")
    }
    let dictionary = environment["COUNTBIKI_OPEN_JTALK_DICTIONARY"] ?? debianDictionary
    guard FileManager.default.fileExists(atPath: dictionary + "/sys.dic") else {
      throw .openJTalkMissing("Open JTalk's dictionary is not in \(dictionary); run `apt-get install open-jtalk-mecab-naist-jdic`")
    }
    return (program, dictionary)
  }

  /// `open_jtalk` on `PATH`.
  public static func program(environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/open_jtalk"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
