import CountBikiKit
import Foundation
import Synchronization

/// The `--json` summary of a drill, written as the session goes: each challenge when it is
/// recorded, the rest at the end, one list item at a time. The session keeps no list of its
/// challenges, so a long one costs no more memory than a short one, and the output is the same
/// as encoding the whole summary at once (keys sorted: `challenges`, `elapsed`, `missed`, `mode`,
/// `seed`, `topics`, `totals`).
public final class SummaryJSON: Sendable {
  /// How many challenges were written.
  private let count = Mutex(0)
  /// Writes text as it is (standard output, buffered).
  private let write: @Sendable (String) -> Void

  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  private struct Elapsed: Encodable {
    let elapsed: Double
  }

  /// The fields after `missed`.
  private struct Rest: Encodable {
    let mode: Mode
    let seed: UInt64
    let topics: [String]
    let totals: Summary.Totals
  }

  /// Opens the object and its `challenges` list.
  public func begin() {
    write("{\n  \"challenges\" : [\n")
  }

  /// Writes one finished challenge into the list.
  public func add(_ challenge: Challenge) {
    // Encoding fails only for a time that is not a finite number, which a clock never gives.
    guard let text = try? JSON.encode(challenge) else { return }
    count.withLock { count in
      write((count > 0 ? ",\n" : "") + Self.indented(text))
      count += 1
    }
  }

  /// Closes the `challenges` list and writes the other fields of `summary`.
  public func end(_ summary: Summary) throws {
    write("\n  ],\n" + (try Self.fields(Elapsed(elapsed: summary.elapsed))) + ",\n")
    write("  \"missed\" : [\n")
    for (index, challenge) in summary.missed.enumerated() {
      write((index > 0 ? ",\n" : "") + Self.indented(try JSON.encode(challenge.question)))
    }
    let rest = Rest(
      mode: summary.mode, seed: summary.seed, topics: summary.topics, totals: summary.totals)
    write("\n  ],\n" + (try Self.fields(rest)) + "\n}\n")
  }

  /// The lines inside the braces of `value` encoded as an object.
  private static func fields(_ value: some Encodable) throws -> String {
    try JSON.encode(value).dropFirst(2).dropLast(2).description
  }

  /// `text` (a pretty-printed value, whose strings never hold a raw newline) two levels in.
  /// Blank lines (inside an empty list) stay blank, as the encoder writes them.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.isEmpty ? "" : "    " + $0
    }
    .joined(separator: "\n")
  }
}
