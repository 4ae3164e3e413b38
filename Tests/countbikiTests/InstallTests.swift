import Foundation
import TestSupport
import Testing

/// countbiki installed as the README says (the launcher in PREFIX/bin, countbiki-core in
/// PREFIX/libexec/countbiki, Topics/ and Voices/ in PREFIX/share/countbiki) runs from anywhere,
/// with no Swift toolchain on PATH and no COUNTBIKI_RESOURCES.
@Test func anInstalledCopyFindsItsTopicsAndVoices() async throws {
  let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let root = TemporaryFolder.root.appendingPathComponent("countbiki-install-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: root) }
  let prefix = root.appendingPathComponent("prefix")
  let share = prefix.appendingPathComponent("share/countbiki")
  let bin = prefix.appendingPathComponent("bin")
  let libexec = prefix.appendingPathComponent("libexec/countbiki")
  for folder in [share, bin, libexec, root.appendingPathComponent("elsewhere")] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }
  let installed = bin.appendingPathComponent("countbiki")
  try FileManager.default.copyItem(at: Binary.url, to: installed)
  try FileManager.default.copyItem(
    at: Binary.core, to: libexec.appendingPathComponent("countbiki-core"))
  for name in ["Topics", "Voices"] {
    try FileManager.default.copyItem(
      at: package.appendingPathComponent(name), to: share.appendingPathComponent(name))
  }

  let environment = [
    "PATH": "/usr/bin:/bin", "HOME": root.path, "LANG": "C.UTF-8",
    "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
    "XDG_DATA_HOME": root.appendingPathComponent("data").path,
    "XDG_RUNTIME_DIR": root.appendingPathComponent("runtime").path,
  ]
  let elsewhere = root.appendingPathComponent("elsewhere")
  let result = try await Binary.run(
    installed.path, ["topics", "money"], environment: environment, directory: elsewhere)
  #expect(result.status == 0)
  #expect(result.error == "")
  #expect(result.output.hasPrefix("money — Money\n  money.conbini "))

  let said = try await Binary.run(
    installed.path,
    ["say", "3本", "--voice", "learner", "--wav", root.appendingPathComponent("3.wav").path],
    environment: environment, directory: elsewhere)
  #expect(said.status == 0)
  #expect(said.error == "")
  #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("3.wav").path))
}
