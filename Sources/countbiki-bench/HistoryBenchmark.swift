import Foundation
import History
import HistoryClient

/// The history store's costs: recording one finished challenge (each in its own transaction, as a
/// drill does) and `countbiki stats` over a store of `--challenges N` (default 100,000) as a whole
/// process.
func runHistoryBenchmark(arguments: [String]) throws {
  var total = 100_000
  if let index = arguments.firstIndex(of: "--challenges"), index + 1 < arguments.count,
    let count = Int(arguments[index + 1]), count > 0
  {
    total = count
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "countbiki-bench-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  // `--store PATH` keeps the store for profiling its queries (a new file only).
  var path = folder.appendingPathComponent("history.sqlite3").path
  if let index = arguments.firstIndex(of: "--store"), index + 1 < arguments.count {
    path = arguments[index + 1]
  }
  let store = try HistoryStore(path: path)
  let clock = ContinuousClock()

  // 20 questions a session, 14 sessions a day up to today: a year of busy practice for 100,000.
  let topics = [
    "money.conbini", "money.rent", "counters.hon", "counters.hiki", "dates.days", "numbers.big",
  ]
  let patterns = (0..<30).map { "pattern \($0)" }
  let now = Date()
  let start = now.addingTimeInterval(-Double(total / 280 + 1) * 86_400)
  var session = SessionRecord(
    seed: 0, mode: SessionMode.questions(20).stored, topics: [], voice: nil, rate: nil, startedAt: start)
  var recordTimes: [Double] = []
  for index in 0..<total {
    let asked = start.addingTimeInterval(Double(index / 280) * 86_400 + Double(index % 280) * 20)
    if index % 20 == 0 {
      // One session in ten is adaptive: it ends with its threshold.
      if index % 200 == 20 {
        try store.end(
          session, at: asked,
          threshold: ThresholdRecord(
            scene: "shop", snr: Double(index % 13), rate: 1, answers: 20, found: false))
      }
      session = SessionRecord(
        seed: UInt64(index), mode: SessionMode.questions(20).stored, topics: [topics[index / 20 % topics.count]],
        voice: "learner",
        rate: 1, startedAt: asked)
    }
    let missed = index % 7 == 0
    let first = SubmissionRecord(
      kind: missed ? .incorrect : .correct, text: "1234", at: asked.addingTimeInterval(3),
      cause: missed ? "swapped-digits" : nil)
    let challenge = ChallengeRecord(
      number: index % 20 + 1, topic: session.topics[0], skill: "listening", values: [Int64(index)],
      display: "¥\(index)", reading: "せんにひゃくさんじゅうよえん", answer: "\(index)",
      patterns: [patterns[index % 30], patterns[(index * 7 + 3) % 30]], askedAt: asked,
      submissions: missed
        ? [
          first,
          SubmissionRecord(kind: .correct, text: "\(index)", at: asked.addingTimeInterval(6)),
        ] : [first],
      outcome: missed ? .missed : .correct, voice: "learner",
      template: index % 3 == 0 ? "shop.register/total" : nil)
    let began = clock.now
    try store.record(challenge, of: session)
    recordTimes.append((clock.now - began).benchSeconds)
  }
  let last = recordTimes.suffix(2000)
  print("history: recording one challenge (its own transaction, WAL, synchronous=NORMAL)")
  print(
    String(
      format: "  median %.3f ms, p99 %.3f ms over the last %d of %d records",
      percentile(Array(last), 0.5) * 1000,
      percentile(Array(last), 0.99) * 1000, last.count, total))

  var inProcess: [Double] = []
  for _ in 0..<11 {
    let began = clock.now
    let stats = try HistoryStore(path: path).stats(StatsRequest(days: 14, now: now))
    inProcess.append((clock.now - began).benchSeconds)
    precondition(stats.total.questions == total)
  }
  print(
    String(
      format: "  stats in process (open the store, every query): median %.1f ms",
      percentile(inProcess, 0.5) * 1000))
  let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("countbiki")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    print("  countbiki stats: skipped, build countbiki next to countbiki-bench first")
    return
  }
  for extra in [[], ["--json"]] {
    var wall: [Double] = []
    for _ in 0..<11 {
      let stats = Process()
      stats.executableURL = executable
      stats.arguments = ["stats", "--history", path, "--days", "14"] + extra
      stats.standardOutput = FileHandle.nullDevice
      let began = clock.now
      try stats.run()
      stats.waitUntilExit()
      wall.append((clock.now - began).benchSeconds)
    }
    print(
      String(
        format:
          "  countbiki stats%@ over %d challenges, whole process: median %.0f ms, max %.0f ms over 11 runs (target ≤ 150 ms)",
        extra.isEmpty ? "" : " --json", total, percentile(wall, 0.5) * 1000,
        (wall.max() ?? 0) * 1000))
  }
}

extension Duration {
  var benchSeconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}
