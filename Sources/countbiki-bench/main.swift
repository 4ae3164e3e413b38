import Foundation

// countbiki-bench WHAT: `readings` (reading engine throughput), `speech` (both engines' synthesis,
// playback and whole drills)
// `topics` (loading a large user topic file), `history`, `export` (an Anki deck of 1,000 cards),
// `scenes` (each scene's effects on a 3-second clip), or `kokoro` (Kokoro's worker: start, speed,
// memory, drills), or `dsp` (libsoxr and librubberband against the hand-written resampler and stretch),
// or `signals` (a stop signal in a drill's first milliseconds, with and without the launcher).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "readings":
  runReadingsBenchmark(arguments: Array(arguments.dropFirst()))
case "speech":
  await runSpeechBenchmark(part: arguments.dropFirst().first)
case "topics":
  runTopicsBenchmark()
case "history":
  try runHistoryBenchmark(arguments: Array(arguments.dropFirst()))
case "export":
  try runExportBenchmark(arguments: Array(arguments.dropFirst()))
case "scenes":
  try runSceneBenchmark(Array(arguments.dropFirst()))
case "kokoro":
  try await KokoroBenchmark().run()
case "dsp":
  try await runDSPBenchmark()
case "signals":
  try EarlySignalBenchmark().run(arguments: Array(arguments.dropFirst()))
default:
  FileHandle.standardError.write(
    Data(
      "usage: countbiki-bench readings [--count N] [--seed S] | speech [espeak|engines|drill] | topics | history [--challenges N] [--store PATH] | export [CARDS] | scenes [NAME…] | kokoro | dsp | signals [RUNS]\n"
        .utf8))
  exit(2)
}
