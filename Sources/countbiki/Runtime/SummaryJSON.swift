import CountBikiKit
import Foundation
import Synchronization

/// The `--json` summary of a drill, written as the session goes: each challenge when it is
/// recorded, the rest at the end. The session keeps no list of its challenges, so a long one costs
/// no more memory than a short one, and the output is the same as encoding the whole summary at
/// once (keys sorted, so `challenges` comes first).
final class SummaryJSON: Sendable {
  /// How many challenges were written.
  private let count = Mutex(0)

  /// The fields after `challenges`, in sorted order as the encoder writes them.
  private struct Rest: Encodable {
    let elapsed: Double
    let missed: [Question]
    let mode: Mode
    let seed: UInt64
    let topics: [String]
    let totals: Summary.Totals
  }

  /// Opens the object and its `challenges` array.
  func begin() {
    Output.write("{\n  \"challenges\" : [\n")
  }

  /// Writes one finished challenge into the array.
  func add(_ challenge: Challenge) {
    // Encoding fails only for a time that is not a finite number, which a clock never gives.
    guard let text = try? JSON.encode(challenge) else { return }
    count.withLock { count in
      if count > 0 { Output.write(",\n") }
      count += 1
      Output.write(Self.indented(text))
    }
  }

  /// Closes the array and writes the other fields of `summary`.
  func end(_ summary: Summary) throws {
    let rest = try JSON.encode(
      Rest(
        elapsed: summary.elapsed, missed: summary.missed.map(\.question), mode: summary.mode,
        seed: summary.seed, topics: summary.topics, totals: summary.totals))
    // `rest` is a whole object: its opening brace gives way to the array's close.
    Output.line("\n  ],\n" + rest.dropFirst(2))
  }

  /// `text` (a pretty-printed value, whose strings never hold a raw newline) two levels in.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      .joined(separator: "\n")
  }
}
