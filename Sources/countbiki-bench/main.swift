import Foundation

// countbiki-bench WHAT: `readings` (reading engine throughput) or `speech` (synthesis and playback).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "readings":
  runReadingsBenchmark(arguments: Array(arguments.dropFirst()))
case "speech":
  await runSpeechBenchmark()
case "history":
  try runHistoryBenchmark(arguments: Array(arguments.dropFirst()))
default:
  FileHandle.standardError.write(Data("usage: countbiki-bench readings [--count N] [--seed S] | speech | history [--challenges N]\n".utf8))
  exit(2)
}
