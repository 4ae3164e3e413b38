if CommandLine.arguments.dropFirst().first == "speech" {
  await runSpeechBenchmark()
} else {
  print("bench")
}
