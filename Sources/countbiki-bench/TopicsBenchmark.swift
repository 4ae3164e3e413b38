import CountBikiKit
import Foundation
import TopicFiles

/// Time to load one user topic file of 1,000 and of 10,000 topics (the most a file may hold),
/// in process: parsing, checking every topic and adding them to a catalog that already holds the
/// built-in topics. Linear loading costs the same per topic at both sizes. Best of five.
func runTopicsBenchmark() {
  let topicsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Topics")
  var perTopic: [Double] = []
  for count in [1_000, 10_000] {
    let entries = (0..<count).map { index in
      #"{"id": "mine.t\#(index)", "title": "T\#(index)", "kind": "range", "min": 1, "max": \#(index + 2), "counter": "本"}"#
    }
    let data = Data(#"{"category": "mine", "topics": [\#(entries.joined(separator: ", "))]}"#.utf8)
    var best = Double.infinity
    var loaded = 0
    for _ in 0..<5 {
      var catalog = TopicCatalog()
      catalog.load(directory: topicsFolder)
      let start = DispatchTime.now().uptimeNanoseconds
      catalog.add(data: data, file: "mine.json")
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      loaded = catalog.topics.count
    }
    perTopic.append(best / Double(count))
    print(
      "\(count) topics (\(data.count) bytes): \(String(format: "%.3f", best)) s, "
        + "\(String(format: "%.1f", best / Double(count) * 1e6)) µs a topic (best of 5; \(loaded) in the catalog)"
    )
  }
  print("per-topic cost at 10,000 / at 1,000: \(String(format: "%.2f", perTopic[1] / perTopic[0]))")
}
