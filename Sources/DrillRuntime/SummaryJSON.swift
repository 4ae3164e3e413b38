import CountBikiKit
import Foundation
import Synchronization

/// The `--json` summary of a drill, written as the session goes: each challenge when it is
/// recorded, the rest at the end, one list item at a time. The session keeps no list of its
/// challenges, so a long one costs no more memory than a short one, and the output is the same
/// as encoding the whole summary at once (keys sorted: `challenges`, `elapsed`, `missed`, `mode`,
/// `seed`, `topics`, `totals`).
public final class SummaryJSON: Sendable {
  /// How many challenges were written, and how many could not be.
  private let count = Mutex((written: 0, unwritten: 0))
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

  /// Writes one finished challenge into the list. One that cannot be encoded (only a time that
  /// is not a finite number can fail, which a clock never gives) is counted, and `end` throws.
  public func add(_ challenge: Challenge) {
    guard let text = try? JSON.encode(challenge) else {
      count.withLock { $0.unwritten += 1 }
      return
    }
    count.withLock { count in
      write((count.written > 0 ? ",\n" : "") + Self.indented(text))
      count.written += 1
    }
  }

  /// Challenges that were left out of the list.
  public struct Unwritten: Error, CustomStringConvertible {
    public let count: Int
    public var description: String {
      "\(count == 1 ? "1 challenge" : "\(count) challenges") could not be written as JSON (a time "
        + "that is not a number) and \(count == 1 ? "is" : "are") missing from the list; "
        + "report this with the command you ran."
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
    let unwritten = count.withLock { $0.unwritten }
    if unwritten > 0 { throw Unwritten(count: unwritten) }
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
