import Foundation
import TestSupport
import Testing

/// `countbiki` is a static launcher that blocks the stop signals at its first instruction and
/// hands the process to `countbiki-core`, whose dynamic loader then maps some sixty libraries
/// before any of countbiki's code runs. A stop signal in those milliseconds must stay pending
/// and end the drill with its summary, as one a second later does.
///
/// The signal is sent from inside the loader: an rtld-audit library (`LD_AUDIT`, compiled here)
/// sends it when the loader opens its first object, countbiki-core's own file, before any of
/// its libraries is mapped. The same run of countbiki-core without the launcher is the control:
/// there the signal takes the system's default action.
@Suite struct LauncherTests {
  /// Seed 5's three prices, typed right.
  static let answers = "641\n1153\n426\n"
  static let drill = ["drill", "money.conbini", "--seed", "5", "--audio", "none", "--questions", "3"]
  static let summaryOfNothing =
    "0 questions: 0 right first time, 0 missed, 0 skipped in 1 s. Seed 5.\nReplay these questions with --seed 5.\n"

  static let probeSource = """
    #define _GNU_SOURCE
    #include <link.h>
    #include <signal.h>
    #include <stdlib.h>
    #include <unistd.h>

    unsigned int la_version(unsigned int version) { return version; }

    unsigned int la_objopen(struct link_map *map, Lmid_t namespace, uintptr_t *cookie) {
      static int sent = 0;
      (void)map; (void)namespace; (void)cookie;
      const char *number = getenv("COUNTBIKI_PROBE_SIGNAL");
      if (!sent && number) {
        sent = 1;
        kill(getpid(), atoi(number));
      }
      return 0;
    }
    """

  /// The audit library, compiled once by the C compiler on PATH (`cc`, or the toolchain's
  /// `clang`).
  static let probe: Result<URL, ProbeError> = {
    let folder: URL
    do { folder = try TemporaryFolder.make("countbiki-probe") } catch {
      return .failure(ProbeError(reason: "no temporary folder: \(error)"))
    }
    let source = folder.appendingPathComponent("probe.c")
    let library = folder.appendingPathComponent("probe.so")
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let compiler = ["cc", "clang"].lazy.flatMap { name in
      path.split(separator: ":").map { "\($0)/\(name)" }
    }.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let compiler else { return .failure(ProbeError(reason: "no cc or clang on PATH")) }
    do {
      try probeSource.write(to: source, atomically: true, encoding: .utf8)
      let built = try Binary.run(
        compiler, ["-shared", "-fPIC", "-o", library.path, source.path],
        environment: ProcessInfo.processInfo.environment, limit: .seconds(60))
      guard built.status == 0 else {
        return .failure(ProbeError(reason: "\(compiler) failed: \(built.error)"))
      }
    } catch {
      return .failure(ProbeError(reason: "\(compiler) did not run: \(error)"))
    }
    return .success(library)
  }()

  struct ProbeError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "the audit library could not be built: \(reason)" }
  }

  /// Runs `program` (by default the launcher) on the scripted drill with the audit library
  /// sending `signal`, in a shell that first runs `prelude`. With no `answers`, standard input
  /// stays open and empty, so only a signal can end the drill.
  func run(
    _ program: URL = Binary.url, signal: Int32, prelude: String = "", answers: String? = nil
  ) async throws -> Binary.Result {
    let library = try Self.probe.get()
    var environment = try Binary.environment(config: nil)
    environment["PROBE"] = library.path
    environment["COUNTBIKI_PROBE_SIGNAL"] = "\(signal)"
    let folder = try TemporaryFolder.make("countbiki-launcher-run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("stdout")
    let error = folder.appendingPathComponent("stderr")
    // The shell sets LD_AUDIT only for the program it becomes, so the probe is not its own.
    let child = try ChildProcess(
      "/bin/sh",
      ["-c", prelude + "LD_AUDIT=$PROBE; export LD_AUDIT; exec \"$0\" \"$@\"", program.path]
        + Self.drill,
      environment: environment, input: answers.map { .text($0) } ?? .open, output: output,
      error: error)
    defer { child.closeInput() }
    let termination = try await child.wait(.seconds(30)).termination
    return Binary.Result(
      termination: termination,
      output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
      error: (try? String(contentsOf: error, encoding: .utf8)) ?? "")
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aStopSignalWhileTheLoaderMapsTheLibrariesEndsTheDrillWithItsSummary(_ number: Int32)
    async throws
  {
    let result = try await run(signal: number)
    #expect(result.termination == .exited(128 + number))
    #expect(result.output.hasSuffix(Self.summaryOfNothing))
    #expect(result.error == "")

    let unguarded = try await run(Binary.core, signal: number)
    #expect(unguarded.termination == .signalled(number))
    #expect(unguarded.output == "")
  }

  /// A shell starts a background command with SIGINT ignored; a SIGINT sent to such a drill
  /// before its handlers were installed was dropped, and the drill ran on through every answer.
  @Test func aSigintIgnoredByTheParentAndSentWhileLoadingStillEndsTheDrill() async throws {
    let result = try await run(signal: SIGINT, prelude: "trap '' INT; ")
    #expect(result.termination == .exited(128 + SIGINT))
    #expect(result.output.hasSuffix(Self.summaryOfNothing))

    let unguarded = try await run(
      Binary.core, signal: SIGINT, prelude: "trap '' INT; ", answers: Self.answers)
    #expect(unguarded.termination == .exited(0))
    #expect(unguarded.output.contains("3 questions: 3 right first time"))
  }

  /// The launcher alone, with no countbiki-core beside it or in `../libexec/countbiki/`, says
  /// where it looked and what builds or installs it, in one sentence, and exits with 127.
  @Test func withoutItsCoreTheLauncherSaysWhereItLookedInOneSentence() async throws {
    let folder = try TemporaryFolder.make("countbiki-launcher-alone")
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("countbiki")
    try FileManager.default.copyItem(at: Binary.url, to: alone)
    let result = try await Binary.run(
      alone.path, ["read", "3本"], environment: try Binary.environment(config: nil))
    #expect(result.termination == .exited(127))
    #expect(result.output == "")
    let folderPath = folder.resolvingSymlinksInPath().path + "/"
    #expect(
      result.error
        == "countbiki: cannot find countbiki-core, the program that does its work, in \(folderPath) or \(folderPath)../libexec/countbiki/; `swift build` builds both, and the README's Install section installs both.\n"
    )
  }

  /// A countbiki-core the launcher finds but cannot start (not executable) is named with the
  /// reason, and the launcher exits with 126, as a shell does; it does not claim it is missing.
  @Test func aCoreThatCannotBeStartedIsNamedWithItsReasonAndStatus126() async throws {
    let folder = try TemporaryFolder.make("countbiki-launcher-unstartable")
    defer { try? FileManager.default.removeItem(at: folder) }
    let launcher = folder.appendingPathComponent("countbiki")
    try FileManager.default.copyItem(at: Binary.url, to: launcher)
    let core = folder.appendingPathComponent("countbiki-core")
    try Data("not a program".utf8).write(to: core)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: core.path)
    let result = try await Binary.run(
      launcher.path, ["read", "3本"], environment: try Binary.environment(config: nil))
    #expect(result.termination == .exited(126))
    #expect(result.output == "")
    #expect(
      result.error
        == "countbiki: cannot start \(folder.resolvingSymlinksInPath().path)/countbiki-core (Permission denied); build or install it again.\n"
    )
  }
}
