import Foundation
import TestSupport
import Testing

/// The package's targets as `swift package dump-package` describes them: each target's name,
/// kind, the targets it names as dependencies and, for a system library, its pkg-config name.
struct TargetGraph {
  struct Target: Decodable {
    var name: String
    var type: String
    var pkgConfig: String?
    var dependencies: [Dependency]
  }

  /// A dependency as the dump writes it: `{"byName": ["Screen", null]}` or
  /// `{"target": ["Screen", null]}`.
  struct Dependency: Decodable {
    var byName: [String?]?
    var target: [String?]?

    var name: String? { (byName ?? target)?.first ?? nil }
  }

  private struct Manifest: Decodable {
    var targets: [Target]
  }

  let targets: [String: Target]

  /// The graph of the package this test is built from. The manifest is compiled into a scratch
  /// folder of the test's own, so the dump does not wait for the build folder the test run holds.
  static let package: Result<TargetGraph, TestFailure> = {
    do {
      let scratch = try TemporaryFolder.make("countbiki-graph")
      defer { try? FileManager.default.removeItem(at: scratch) }
      let output = scratch.appendingPathComponent("package.json")
      let child = try ChildProcess(
        try swiftProgram(),
        [
          "package", "--package-path", PackageFolder.root.path, "--scratch-path",
          scratch.appendingPathComponent("build").path, "--manifest-cache", "none", "dump-package",
        ],
        environment: Isolation.environment(home: scratch), output: output,
        error: scratch.appendingPathComponent("error.txt"))
      let status = try child.wait(.seconds(60)).status
      guard status == 0 else {
        let error = (try? String(contentsOf: scratch.appendingPathComponent("error.txt"), encoding: .utf8)) ?? ""
        return .failure(TestFailure("swift package dump-package exited with \(status): \(error)"))
      }
      let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: output))
      return .success(TargetGraph(targets: Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })))
    } catch {
      return .failure(TestFailure("the package could not be dumped: \(error)"))
    }
  }()

  /// `swift` on `PATH`.
  private static func swiftProgram() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swift") {
      return "\(folder)/swift"
    }
    throw TestFailure("no swift program on PATH")
  }

  /// Every target `name` depends on, directly or not.
  func reach(from name: String) -> Set<String> {
    var reached: Set<String> = []
    var next = [name]
    while let current = next.popLast() {
      for dependency in targets[current]?.dependencies.compactMap(\.name) ?? [] where reached.insert(dependency).inserted {
        next.append(dependency)
      }
    }
    return reached
  }

  /// The system library targets reached from `name`, by their pkg-config names.
  func systemLibraries(reachedFrom name: String) -> Set<String> {
    Set(reach(from: name).compactMap { targets[$0]?.type == "system" ? targets[$0]?.pkgConfig : nil })
  }
}

/// The C libraries of the live engines, the player and the stores: espeak-ng, ALSA, SQLite,
/// Vorbis, zip, rubberband and soxr, by their pkg-config names.
private let liveLibraries: Set<String> = ["espeak-ng", "alsa", "sqlite3", "vorbisenc", "libzip", "rubberband", "soxr"]

/// The floors between the core and the commands, and the interfaces they use.
private let floors = ["Screen", "DrillRuntime", "LiveDrill", "SpeechClient", "HistoryClient"]

@Test(arguments: floors)
func aFloorReachesNoLiveLibrary(target: String) throws {
  let graph = try TargetGraph.package.get()
  #expect(graph.targets[target] != nil, "Package.swift has no target \(target)")
  #expect(graph.systemLibraries(reachedFrom: target).intersection(liveLibraries) == [])
}

@Test func theLiveTargetsReachTheirLibraries() throws {
  // The graph is read right only if the live side still finds what it links.
  let graph = try TargetGraph.package.get()
  #expect(graph.systemLibraries(reachedFrom: "Speech").isSuperset(of: ["espeak-ng", "alsa", "vorbisenc", "rubberband"]))
  #expect(graph.systemLibraries(reachedFrom: "HistoryClientLive") == ["sqlite3"])
  #expect(graph.systemLibraries(reachedFrom: "Export").isSuperset(of: ["sqlite3", "libzip"]))
  #expect(graph.reach(from: "LiveDrill").isSuperset(of: ["DrillRuntime", "Screen", "SpeechClient", "HistoryClient"]))
}

/// Swift finds a module the build made even when the target does not name it, so a floor could
/// import a live module without Package.swift saying so: every module a floor's sources import
/// is one it depends on, or the toolchain's.
@Test(arguments: floors)
func aFloorImportsOnlyWhatItDependsOn(target: String) throws {
  let graph = try TargetGraph.package.get()
  let toolchain: Set<String> = ["Foundation", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin"]
  let allowed = graph.reach(from: target).union(toolchain)
  let folder = PackageFolder.root.appendingPathComponent("Sources/\(target)")
  let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
  var imported: Set<String> = []
  for case let file as URL in files where file.pathExtension == "swift" {
    for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
        index + 1 < words.count
      else { continue }
      imported.insert(String(words[index + 1]))
    }
  }
  #expect(!imported.isEmpty)
  #expect(imported.subtracting(allowed) == [], "\(target) imports modules it does not depend on")
}
