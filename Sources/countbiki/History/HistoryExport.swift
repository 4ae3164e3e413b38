import CommandArguments
import CountBikiKit
import Export
import Foundation
import History
import HistoryClient
import ProcessIO
import Setup

/// `countbiki history export --csv|--json`: every challenge and submission, for the learner to
/// keep. Written as the store is read, one challenge at a time, so an export's memory does not
/// grow with the history.
enum HistoryExport {
  static func write(_ path: String, csv: Bool) throws -> Int32 {
    guard try HistoryOptions.holdsHistory(path) else {
      if csv { Output.line(CSV.record(HistoryTable.header)) } else { Output.line(try emptyJSON()) }
      return ExitStatus.success
    }
    try HistoryOptions.reading(path) { store throws(HistoryError) in
      let sessions = try store.sessions()
      if csv {
        let byID = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0.session) })
        Output.line(CSV.record(HistoryTable.header))
        try store.eachChallenge { stored in
          for row in HistoryTable.rows(of: stored, session: byID[stored.session]) {
            Output.line(CSV.record(row))
          }
        }
      } else {
        // The document `JSON.encode` would make of the three lists, its keys in order.
        let challenges = JSONArrayWriter<StoredChallenge>(key: "challenges", first: true)
        try store.eachChallenge { challenges.add($0) }
        challenges.end()
        let sessionList = JSONArrayWriter<StoredSession>(key: "sessions", first: false)
        for session in sessions { sessionList.add(session) }
        sessionList.end()
        let thresholds = JSONArrayWriter<StoredThreshold>(key: "thresholds", first: false)
        for threshold in try store.thresholds() { thresholds.add(threshold) }
        thresholds.end()
        Output.line("\n}")
      }
    }
    return ExitStatus.success
  }

  private struct Empty: Encodable {
    let sessions: [Int] = []
    let challenges: [Int] = []
    let thresholds: [Int] = []
  }

  private static func emptyJSON() throws -> String { try JSON.encode(Empty()) }
}

/// Writes one key of a pretty-printed top-level JSON object whose value is an array, element by
/// element, laid out as `JSON.encode` lays out the whole. Elements are encoded a few hundred at
/// a time: the encoder's cost per call is paid rarely, and memory stays that of one batch.
private final class JSONArrayWriter<Element: Encodable> {
  private var written = 0
  private var batch: [Element] = []
  private let encoder = JSON.encoder()

  init(key: String, first: Bool) {
    Output.write((first ? "{\n" : ",\n") + "  \"\(key)\" : [")
  }

  func add(_ element: Element) {
    batch.append(element)
    if batch.count == 512 { writeBatch() }
  }

  func end() {
    writeBatch()
    Output.write(written == 0 ? "\n\n  ]" : "\n  ]")
  }

  private func writeBatch() {
    guard !batch.isEmpty else { return }
    // The types exported are plain records, which always encode.
    let encoded = (try? encoder.encode(batch)) ?? Data("[\n\n]".utf8)
    // Between the array's own `[` and `]` lines: the elements, indented two spaces deeper (a
    // blank line, inside an empty list, stays blank).
    let inner = encoded.dropFirst(2).dropLast(2)
    var indented = [UInt8](written == 0 ? "\n  ".utf8 : ",\n  ".utf8)
    indented.reserveCapacity(inner.count + inner.count / 4)
    var previous: UInt8 = 0
    for byte in inner {
      if previous == UInt8(ascii: "\n") && byte != UInt8(ascii: "\n") { indented += [32, 32] }
      indented.append(byte)
      previous = byte
    }
    Output.write(String(decoding: indented, as: UTF8.self))
    written += batch.count
    batch.removeAll(keepingCapacity: true)
  }
}
