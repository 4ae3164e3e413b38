import Foundation

/// `countbiki export anki` of 1,000 listening cards, whole process: wall time, CPU time and the
/// package size per card, over five runs.
func runExportBenchmark(arguments: [String]) throws {
  let cards = arguments.first.flatMap(Int.init) ?? 1000
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("countbiki")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    print("export: skipped, build countbiki next to countbiki-bench first")
    return
  }
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("countbiki-bench-export-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let package = folder.appendingPathComponent("deck.apkg")
  let clock = ContinuousClock()
  var wall: [Double] = []
  var cpu: [Double] = []
  for _ in 0..<5 {
    let export = Process()
    export.executableURL = executable
    export.arguments = [
      "export", "anki", "money", "--count", String(cards), "--seed", "1", "--out", package.path,
    ]
    let before = childrenCPU()
    let began = clock.now
    try export.run()
    export.waitUntilExit()
    wall.append((clock.now - began).seconds)
    cpu.append(childrenCPU() - before)
    precondition(export.terminationStatus == 0, "countbiki export failed")
  }
  let size = try FileManager.default.attributesOfItem(atPath: package.path)[.size] as? Int ?? 0
  print(
    String(
      format:
        "export anki money, %d listening cards, whole process: median %.2f s wall (max %.2f), median %.2f s CPU over 5 runs (target ≤ 5 s); package %.2f MB, %.1f KB a card",
      cards, median(wall), wall.max() ?? 0, median(cpu), Double(size) / 1e6,
      Double(size) / Double(cards) / 1000))
}

/// User and system time of every child process that has ended so far, in seconds.
private func childrenCPU() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_CHILDREN.rawValue, &usage)
  let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
  let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  return user + system
}
