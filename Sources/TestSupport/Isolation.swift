import Foundation

/// The environment a program under test runs in: nothing of the learner's. `HOME` and every XDG
/// folder point inside `home`, and `PULSE_SERVER` is dropped, since with it set Debian's
/// `/etc/alsa/conf.d/99-pulse.conf` would send ALSA's default device to that server whatever the
/// test's `.asoundrc` says. The machine's installed Open JTalk voices (`/usr/share/hts-voice`)
/// and engines (Kokoro under `$XDG_DATA_DIRS/countbiki/engines`) are hidden unless
/// `systemVoices` is set, so the voice used when none is chosen is espeak-ng's
/// on every machine, and the once-per-learner hint about natural voices is kept unsaid unless
/// `naturalVoiceHint` is set.
///
/// The cache folder (`XDG_CACHE_HOME`) is the one exception to `home`: every program a test run
/// starts shares `sharedCache`, as every run of one learner shares theirs. The first countbiki
/// checks the built-in topic files and records them as found whole; the others read them as a
/// learner's later runs do, each topic's generator made when it is first used. (Checking every
/// file in each of the suite's five hundred runs cost a fifth of its processor time.) A test of
/// the record itself gives its program a cache folder of its own.
public enum Isolation {
  /// The cache folder shared by the programs of one test run.
  public static let sharedCache: URL = {
    let folder = TemporaryFolder.root.appendingPathComponent("shared-cache")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }()

  public static func environment(home: URL, systemVoices: Bool = false, naturalVoiceHint: Bool = false)
    -> [String: String]
  {
    var environment = ProcessInfo.processInfo.environment
    for name in [
      "PULSE_SERVER", "PULSE_COOKIE", "PULSE_SINK", "PULSE_RUNTIME_PATH", "ALSA_CONFIG_PATH",
      "COUNTBIKI_HISTORY", "COUNTBIKI_RESOURCES",
    ] {
      environment[name] = nil
    }
    let runtime = home.appendingPathComponent(".runtime")
    try? FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
    environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
    environment["XDG_CACHE_HOME"] = sharedCache.path
    environment["XDG_RUNTIME_DIR"] = runtime.path
    environment["TMPDIR"] = TemporaryFolder.root.path
    environment["COUNTBIKI_NATURAL_VOICE_HINT"] = naturalVoiceHint ? nil : "off"
    if !systemVoices {
      environment["COUNTBIKI_SYSTEM_HTS_VOICES"] = home.appendingPathComponent(".no-system-voices").path
      environment["COUNTBIKI_SYSTEM_ENGINES"] = home.appendingPathComponent(".no-system-engines").path
    }
    return environment
  }
}

/// Running helper programs.
public enum Launch {
  /// Runs `program` with its output discarded and returns its exit status; one still running at
  /// `deadline` is killed and counts as status -1.
  public static func wait(
    _ program: String, _ arguments: [String], environment: [String: String], deadline: Duration
  ) throws -> Int32 {
    let child = try ChildProcess(program, arguments, environment: environment)
    return (try? child.wait(deadline))?.status ?? -1
  }
}

/// A helper that could not do its part (a server that never started, a wait that ran out).
public struct TestFailure: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
