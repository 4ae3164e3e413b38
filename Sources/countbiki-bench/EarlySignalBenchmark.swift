import Foundation
import TestSupport

/// Stop signals sent in a drill's first milliseconds: `countbiki drill` (the launcher, which
/// blocks them before any initializer) and `countbiki-core` started directly (which blocks
/// them only once the dynamic loader has mapped its libraries), each sent SIGTERM a fixed delay
/// after `posix_spawn` returned. A run that ends with 143 and its summary kept the signal; one
/// ended by the signal itself lost it.
struct EarlySignalBenchmark {
  let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()
  let delays: [Double] = [0, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20]

  func run(arguments: [String]) throws {
    let runs = arguments.first.flatMap(Int.init) ?? 16
    let home = try TemporaryFolder.make("countbiki-bench-signals")
    defer { try? FileManager.default.removeItem(at: home) }
    var environment = Isolation.environment(home: home)
    environment["COUNTBIKI_FAKE_CLOCK"] = "1"
    print("delay (ms)  " + ["countbiki", "countbiki-core"].map { pad($0, 18) }.joined())
    for delay in delays {
      var line = pad(String(format: "%.1f", delay), 12)
      for program in ["countbiki", "countbiki-core"] {
        var kept = 0
        for _ in 0..<runs where try keeps(program, delay: delay, environment: environment) {
          kept += 1
        }
        line += pad("\(kept)/\(runs) kept", 18)
      }
      print(line)
    }
  }

  /// Whether the drill, sent SIGTERM `delay` ms after it was started, ended with its summary.
  func keeps(_ program: String, delay: Double, environment: [String: String]) throws -> Bool {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "countbiki-bench-signal-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let child = try ChildProcess(
      folder.appendingPathComponent(program).path,
      ["drill", "money.conbini", "--seed", "5", "--audio", "none"], environment: environment,
      input: .open, output: output)
    if delay > 0 { usleep(useconds_t(delay * 1000)) }
    child.send(SIGTERM)
    let termination = try child.wait(.seconds(20))
    child.closeInput()
    let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return termination == .exited(128 + SIGTERM) && printed.contains("Replay these questions")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
}
