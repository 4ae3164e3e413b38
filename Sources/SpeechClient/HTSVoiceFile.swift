import Foundation
import SystemCalls

/// An HTS voice file (`.htsvoice`) as Open JTalk reads it: where such files are installed, and
/// what one says of itself.
public struct HTSVoiceFile: Hashable, Sendable {
  /// The file name without `.htsvoice`: `nitech_jp_atr503_m001`.
  public var name: String
  public var path: String
  /// The header's `COMMENT`, often empty.
  public var comment: String
  /// The first line of a licence file beside the voice that names its licence, if any.
  public var licence: String?

  /// The folders searched for voice files, in order: the learner's own
  /// (`$XDG_DATA_HOME/countbiki/voices`, where `countbiki voices add` puts them), then each
  /// folder under `/usr/share/hts-voice`, where Debian's voice packages put them.
  public static func folders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
    var folders = [userFolder(environment: environment)]
    let system = URL(fileURLWithPath: environment["COUNTBIKI_SYSTEM_HTS_VOICES"] ?? "/usr/share/hts-voice")
    let packages = (try? FileManager.default.contentsOfDirectory(at: system, includingPropertiesForKeys: nil)) ?? []
    folders += packages.sorted { $0.path < $1.path }
    return folders
  }

  /// `$XDG_DATA_HOME/countbiki/voices` (`~/.local/share/countbiki/voices` when it is unset).
  public static func userFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    DataFolder.url(environment: environment).appendingPathComponent("voices")
  }

  /// The path of the installed voice file `name`, if there is one.
  static func find(_ name: String, environment: [String: String]) -> String? {
    for folder in folders(environment: environment) {
      let path = folder.appendingPathComponent(name + ".htsvoice").path
      if FileManager.default.isReadableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Every installed voice file, the learner's first; a name found twice counts once.
  public static func installed(environment: [String: String] = ProcessInfo.processInfo.environment) -> [HTSVoiceFile] {
    var seen: Set<String> = []
    var files: [HTSVoiceFile] = []
    for folder in folders(environment: environment) {
      let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
      for url in entries.sorted(by: { $0.path < $1.path }) where url.pathExtension == "htsvoice" {
        guard let file = try? HTSVoiceFile(url: url), seen.insert(file.name).inserted else { continue }
        files.append(file)
      }
    }
    return files
  }

  /// The largest voice file taken: Open JTalk's voices are 1–3 MB.
  public static let largest = 64 << 20

  /// Reads and checks the file at `url`: a Japanese HTS voice (version 1.0 header, the
  /// `HTS_TTS_JPN` context format) whose data is all there.
  public init(url: URL) throws(SpeechError) {
    let refuse = { (reason: String) in SpeechError.badVoiceFile(path: url.path, reason: reason) }
    // Checked before it is opened: opening a FIFO waits for a writer forever.
    var info = stat()
    guard stat(url.path, &info) == 0 else { throw refuse("it cannot be read") }
    guard info.st_mode & S_IFMT == S_IFREG else { throw refuse("it is not a regular file") }
    guard info.st_size <= Self.largest else {
      throw refuse("it is larger than \(Self.largest >> 20) MB, which no HTS voice is")
    }
    guard let handle = try? FileHandle(forReadingFrom: url) else { throw refuse("it cannot be read") }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 16_384)) ?? Data()
    let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
    guard let headText = String(data: head, encoding: .isoLatin1), headText.hasPrefix("[GLOBAL]") else {
      throw refuse("it is not an HTS voice file (it does not start with [GLOBAL])")
    }
    var fields: [String: String] = [:]
    for line in headText.split(separator: "\n") {
      if line.hasPrefix("[DATA]") { break }
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[String(line[..<colon])] = String(line[line.index(after: colon)...])
    }
    guard fields["HTS_VOICE_VERSION"] == "1.0" else { throw refuse("its HTS_VOICE_VERSION is not 1.0") }
    guard fields["FULLCONTEXT_FORMAT"] == "HTS_TTS_JPN" else {
      throw refuse("it is not a Japanese voice (its FULLCONTEXT_FORMAT is not HTS_TTS_JPN)")
    }
    guard let dataStart = headText.range(of: "[DATA]\n").map({ headText.utf8.distance(from: headText.startIndex, to: $0.upperBound) })
    else { throw refuse("its header has no [DATA] section") }
    // [POSITION] gives each model's byte range in the data; the file must hold the last of them.
    let lastByte = fields.filter { $0.key.contains("PDF") || $0.key.contains("TREE") || $0.key.contains("WIN") }
      .flatMap { $0.value.split(whereSeparator: { $0 == "," || $0 == "-" }) }
      .compactMap { Int($0) }.max() ?? 0
    guard size >= dataStart + lastByte + 1 else { throw refuse("it is cut short (truncated)") }
    // Past its last model a voice file holds nothing: a tail of megabytes is not a voice's.
    guard size <= dataStart + lastByte + 1 + 65_536 else {
      throw refuse("it holds \(size - dataStart - lastByte - 1) bytes after its last model")
    }
    name = url.deletingPathExtension().lastPathComponent
    path = url.path
    comment = fields["COMMENT"] ?? ""
    licence = Self.licenceLine(beside: url)
  }

  /// The line naming the licence in a licence file next to the voice (`LICENSE_<name>.htsvoice`,
  /// `<name>.LICENSE`, `LICENSE`, `COPYING`), as voice releases ship them.
  private static func licenceLine(beside url: URL) -> String? {
    let folder = url.deletingLastPathComponent()
    let name = url.deletingPathExtension().lastPathComponent
    for candidate in ["LICENSE_\(name).htsvoice", "\(name).LICENSE", "LICENSE", "COPYING"] {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(candidate), encoding: .utf8) else { continue }
      let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "# ")) }
      if let index = lines.firstIndex(where: { $0.range(of: "licen", options: .caseInsensitive) != nil }) {
        var line = lines[index]
        if index + 1 < lines.count, !line.hasSuffix("."), lines[index + 1].count < 20 { line += " " + lines[index + 1] }
        return line
      }
    }
    return nil
  }
}
