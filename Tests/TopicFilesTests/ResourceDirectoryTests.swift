import Foundation
import TestSupport
import Testing
import TopicFiles

/// The package's own folder, which holds `Topics/` and `Voices/`.
private let package = PackageFolder.root

@Test func resourcesAreFoundThroughTheEnvironmentVariable() throws {
  let found = try ResourceDirectory.find("Voices", environment: ["COUNTBIKI_RESOURCES": package.path])
  #expect(found.standardizedFileURL == package.appendingPathComponent("Voices").standardizedFileURL)
  #expect(throws: ResourceError.notInVariable(name: "Topics", root: "/nonexistent-countbiki")) {
    try ResourceDirectory.find("Topics", environment: ["COUNTBIKI_RESOURCES": "/nonexistent-countbiki"])
  }
  #expect(
    ResourceError.notInVariable(name: "Topics", root: "/nonexistent-countbiki").description
      == "countbiki's Topics folder is not in /nonexistent-countbiki, where COUNTBIKI_RESOURCES points; fix or unset COUNTBIKI_RESOURCES."
  )
}

@Test func resourcesAreFoundAboveTheExecutable() throws {
  // The test runner lives in the package's build folder, like `.build/debug/countbiki`.
  let found = try ResourceDirectory.find("Topics", environment: [:])
  #expect(found.standardizedFileURL == package.appendingPathComponent("Topics").standardizedFileURL)
}
