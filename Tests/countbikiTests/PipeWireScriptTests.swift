import Foundation
import TestSupport
import Testing

/// `Tests/PipeWire/run.sh` builds a Debian root of its own; what it installs there must be what
/// the built binary links, and it must take its mirror from the machine, not name one.
@Suite struct PipeWireScriptTests {
  private var script: String {
    get throws {
      try String(
        contentsOf: PackageFolder.root.appendingPathComponent("Tests/PipeWire/run.sh"),
        encoding: .utf8)
    }
  }

  /// Debian's package for each library the built countbiki-core names as NEEDED, except the C
  /// library every root has; the Swift runtime comes from the toolchain, not from Debian. (The
  /// `countbiki` launcher is static and names none.)
  private func linkedPackages() throws -> Set<String> {
    let needed = try runProgram("/usr/bin/readelf", ["-d", Binary.core.path])
      .split(separator: "\n").compactMap { line -> String? in
        guard let open = line.range(of: "Shared library: ["), let close = line.lastIndex(of: "]")
        else { return nil }
        return String(line[open.upperBound..<close])
      }
    var packages: Set<String> = []
    let toolchain = ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime"]
    for library in needed where !toolchain.contains(where: library.hasPrefix) {
      let owners = try Binary.run(
        "/usr/bin/dpkg", ["-S", "*/\(library)"], environment: ProcessInfo.processInfo.environment,
        limit: .seconds(20))
      guard owners.status == 0, let owner = owners.output.split(separator: ":").first else {
        continue
      }
      packages.insert(String(owner))
    }
    return packages.subtracting(["libc6"])
  }

  @Test func theRootGetsEveryLibraryTheBinaryLinks() throws {
    let line = try #require(
      try script.split(separator: "\n").first { $0.hasPrefix("libraries=\"") })
    let listed = Set(
      line.dropFirst("libraries=\"".count).dropLast().split(separator: " ").map(String.init))
    let linked = try linkedPackages()
    #expect(linked.isSuperset(of: ["libzip4", "libvorbisenc2", "libsqlite3-0", "libasound2"]))
    #expect(
      linked.subtracting(listed).isEmpty,
      "not installed in the root: \(linked.subtracting(listed).sorted())")
  }

  @Test func theMirrorComesFromTheMachinesAptSources() throws {
    let text = try script
    #expect(!text.contains("http://") && !text.contains("https://"))
    #expect(text.contains("apt_etc=${APT_ETC:-/etc/apt}"))
    #expect(text.contains("\"$apt_etc\"/sources.list.d/*.sources"))
  }

  /// A machine whose apt sources are deb822 files only (no `sources.list`, as in Debian's
  /// container images) is read without failing; with no mirror in them the script says so.
  @Test func aMachineWithOnlyDeb822SourcesGetsOneSentenceNotASilentExit() async throws {
    let apt = try TemporaryFolder.make("countbiki-apt")
    let lists = apt.appendingPathComponent("sources.list.d")
    try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
    try "Types: deb\nSuites: bookworm\nComponents: main\n".write(
      to: lists.appendingPathComponent("debian.sources"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["APT_ETC"] = apt.path
    let script = PackageFolder.root.appendingPathComponent("Tests/PipeWire/run.sh").path
    let run = try await Binary.run(
      "/bin/bash", [script, apt.appendingPathComponent("root").path], environment: environment,
      limit: .seconds(20))
    #expect(run.status == 1)
    #expect(
      run.error
        == "\(script): no Debian mirror in \(apt.path)/sources.list or \(apt.path)/sources.list.d; add one.\n"
    )
  }
}
