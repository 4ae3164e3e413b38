import Foundation
import SystemCalls
import TestSupport
import Testing

/// A folder of its own in the run's folder, removed when the test ends.
private final class Folder {
  let path: String

  init() throws {
    path = try TemporaryFolder.make("countbiki-replace").path
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the folder: no temporary file is left behind.
  var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

private func text(_ path: String) -> String? {
  FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

private func isLink(_ path: String) -> Bool {
  (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
}

@Test func aReplacementWritesThroughAChainOfLinksAndKeepsThem() throws {
  let folder = try Folder()
  try FileManager.default.createDirectory(
    atPath: folder.file("kept"), withIntermediateDirectories: true)
  try "old\n".write(toFile: folder.file("kept/deck.csv"), atomically: true, encoding: .utf8)
  try FileManager.default.createSymbolicLink(
    atPath: folder.file("middle"), withDestinationPath: "kept/deck.csv")
  try FileManager.default.createSymbolicLink(
    atPath: folder.file("deck.csv"), withDestinationPath: folder.file("middle"))
  #expect(linkTarget(folder.file("deck.csv")) == folder.file("kept/deck.csv"))

  try FileReplacement.write(Array("new\n".utf8), to: folder.file("deck.csv"))
  #expect(text(folder.file("kept/deck.csv")) == "new\n")
  #expect(isLink(folder.file("deck.csv")) && isLink(folder.file("middle")))
  #expect(folder.names == ["deck.csv", "kept", "middle"])
  #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("kept")) == ["deck.csv"])
}

@Test func aLinkToAFileNotYetThereCreatesItAtTheTarget() throws {
  let folder = try Folder()
  try FileManager.default.createSymbolicLink(
    atPath: folder.file("last-topic"), withDestinationPath: "elsewhere")
  try FileReplacement.write(Array("money.conbini\n".utf8), to: folder.file("last-topic"))
  #expect(text(folder.file("elsewhere")) == "money.conbini\n")
  #expect(isLink(folder.file("last-topic")))
}

@Test func aReplacedFileKeepsItsPermissions() throws {
  let folder = try Folder()
  let path = folder.file("deck.apkg")
  try "old".write(toFile: path, atomically: true, encoding: .utf8)
  #expect(chmod(path, 0o640) == 0)
  try FileReplacement.write(Array("new".utf8), to: path)
  let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  #expect(mode == 0o640)
}

@Test func whatCannotBeWrittenIsTheSystemsReasonAndLeavesNothing() throws {
  let folder = try Folder()
  #expect(throws: SystemError(EISDIR)) { try FileReplacement(replacing: folder.path) }
  #expect(throws: SystemError(ENOENT)) {
    try FileReplacement(replacing: folder.file("missing/deck.apkg"))
  }
  let long = folder.file(String(repeating: "a", count: 5000) + ".apkg")
  #expect(throws: SystemError(ENAMETOOLONG)) { try FileReplacement.write([1], to: long) }
  #expect(SystemError(ENAMETOOLONG).reason == "File name too long")
  #expect(throws: SystemError(EEXIST)) { try FileReplacement(replacing: "/dev/null") }
  #expect(folder.names == [])
}

@Test func aDiscardedReplacementLeavesTheFileAsItWas() throws {
  let folder = try Folder()
  let path = folder.file("deck.csv")
  try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
  let replacement = try FileReplacement(replacing: path)
  #expect(replacement.temporary.hasPrefix(folder.file(".deck.csv.countbiki-")))
  replacement.discard()
  #expect(text(path) == "old\n")
  #expect(folder.names == ["deck.csv"])
}
