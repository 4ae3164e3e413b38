/// Byte tables for the packed path: every group reading as UTF-8 in one arena.
enum Packed {
  /// Where a group before a unit can be said more than one way (10兆 じゅっちょう/じっちょう;
  /// 1100万 せんひゃくまん/いっせんひゃくまん): the group's canonical bytes in the buffer.
  struct Branch {
    let unit: Int
    let group: Int
    let start: Int
    let count: Int
    /// The group has a 千 said both せん and いっせん.
    let thousand: Bool
  }

  struct Piece {
    var start: Int32
    var count: Int32
  }

  struct Tables: Sendable {
    var arena: [UInt8] = []
    /// Per group value: the head of a group read alone.
    var alone: [Piece] = []
    /// Per group value: its last word read alone.
    var aloneLast: [UInt8] = []
    /// Per group value: the head of a group before a unit (せん, not いっせん, before 万).
    var multiplied: [Piece] = []
    /// Per group value: its last word before a unit.
    var multipliedLast: [UInt8] = []
    /// Per unit (京 兆 億 万) and last word: how that word begins the unit, canonical form.
    var unitPrefix: [[Piece]] = []
    /// Per unit and last word: whether the unit offers a choice there (10兆).
    var choice: [[Bool]] = []
    var units: [Piece] = []

    mutating func add(_ bytes: [UInt8]) -> Piece {
      let start = Int32(arena.count)
      arena.append(contentsOf: bytes)
      return Piece(start: start, count: Int32(bytes.count))
    }
  }

  /// Built from the place table as bytes: each place's bytes for each digit once, then every
  /// group value put together from its digits' bytes, so a process that reads one number pays
  /// about a millisecond for the tables, not ten. Each group's head is kept once and each
  /// unit's first sounds beside them, so the text takes 0.68 MB and fits the reservation
  /// (2.1 MB, and 3.2 MB while it grew, when each unit had its own copy of every head).
  static let tables: Tables = {
    var t = Tables()
    t.arena.reserveCapacity(1 << 20)
    t.alone.reserveCapacity(10_000)
    t.multiplied.reserveCapacity(10_000)
    let wordBytes = Word.allCases.map { Array($0.kana.utf8) }
    for forms in FastReading.unitPrefixes {
      var prefixes: [Piece] = []
      for form in forms { prefixes.append(t.add(Array(form[0].utf8))) }
      t.unitPrefix.append(prefixes)
      t.choice.append(forms.map { $0.count > 1 })
    }
    /// A place's multiplier (the bytes said when it is the group's last place, whose word
    /// stays open for what follows), the same with the word, and the word.
    struct PlaceBytes {
      let open: [UInt8]
      let full: [UInt8]
      let word: Word
    }
    func bytes(_ place: Cardinal.Place) -> PlaceBytes {
      let open = place.multiplier.map { Array($0.kana.utf8) } ?? []
      return PlaceBytes(open: open, full: open + wordBytes[place.word.rawValue], word: place.word)
    }
    // By power (3 thousands … 0 ones), then digit.
    let places = Cardinal.places.map { $0.map { $0.map(bytes) } }
    var head: [UInt8] = []
    for multiplied in [false, true] {
      for value in 0..<10_000 {
        head.removeAll(keepingCapacity: true)
        var last = Word.zero
        if multiplied, value / 1000 == 1, Cardinal.saysIssen(value) {
          // The one group whose 千 is said otherwise before a unit (1000万 いっせんまん).
          let spelled = Cardinal.places(ofGroup: value, multiplied: true).map(bytes)
          for (index, place) in spelled.enumerated() {
            head.append(contentsOf: index < spelled.count - 1 ? place.full : place.open)
          }
          last = spelled.last?.word ?? .zero
        } else {
          var pending: PlaceBytes?
          var power = 1000
          for place in stride(from: 3, through: 0, by: -1) {
            let digit = value / power % 10
            power /= 10
            guard let entry = places[place][digit] else { continue }
            if let pending { head.append(contentsOf: pending.full) }
            pending = entry
          }
          if let pending {
            head.append(contentsOf: pending.open)
            last = pending.word
          }
        }
        if multiplied {
          t.multiplied.append(t.add(head))
          t.multipliedLast.append(UInt8(last.rawValue))
        } else {
          t.alone.append(t.add(head))
          t.aloneLast.append(UInt8(last.rawValue))
        }
      }
    }
    for word in FastReading.unitWords { t.units.append(t.add(wordBytes[word.rawValue])) }
    return t
  }()

  /// Writes all but the last word of `value` into a buffer and hands `body` the buffer, the
  /// number of bytes written (with room after them), the last word and, when alternatives are
  /// wanted, the groups that can be said more than one way, in order.
  @inline(__always)
  static func write<R>(
    _ value: UInt128, canonicalOnly: Bool,
    _ body: (UnsafeMutableBufferPointer<UInt8>, Int, Word, [Branch]) -> R
  ) throws(ReadingError) -> R {
    guard value <= Cardinal.maximum else { throw .tooLarge }
    let g = FastReading.groups(of: value)
    let t = tables
    return t.arena.withUnsafeBufferPointer { arena in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
        var end = 0
        var pendingUnit = -1
        var branches: [Branch] = []
        @inline(__always) func copy(_ piece: Piece) {
          let count = Int(piece.count)
          guard count > 0 else { return }
          UnsafeMutableRawPointer(buffer.baseAddress! + end).copyMemory(
            from: arena.baseAddress! + Int(piece.start), byteCount: count)
          end += count
        }
        @inline(__always) func unitGroup(_ unit: Int, _ group: Int) {
          guard group != 0 else { return }
          if pendingUnit >= 0 { copy(t.units[pendingUnit]) }
          let last = Int(t.multipliedLast[group])
          if !canonicalOnly {
            let thousand = Cardinal.hasThousandChoice(group)
            if thousand || t.choice[unit][last] {
              let count = t.multiplied[group].count + t.unitPrefix[unit][last].count
              branches.append(
                Branch(unit: unit, group: group, start: end, count: Int(count), thousand: thousand))
            }
          }
          copy(t.multiplied[group])
          copy(t.unitPrefix[unit][last])
          pendingUnit = unit
        }
        unitGroup(0, g.0)
        unitGroup(1, g.1)
        unitGroup(2, g.2)
        unitGroup(3, g.3)
        var last: Word
        if g.4 != 0 {
          if pendingUnit >= 0 { copy(t.units[pendingUnit]) }
          copy(t.alone[g.4])
          last = Word(rawValue: Int(t.aloneLast[g.4]))!
        } else {
          last = FastReading.unitWords[pendingUnit]
        }
        return body(buffer, end, last, branches)
      }
    }
  }

  @inline(__always)
  static func append(_ text: String, to bytes: UnsafeMutableBufferPointer<UInt8>, at end: inout Int)
  {
    var text = text
    text.withUTF8 { utf8 in
      UnsafeMutableRawPointer(bytes.baseAddress! + end).copyMemory(
        from: utf8.baseAddress!, byteCount: utf8.count)
      end += utf8.count
    }
  }

  @inline(__always)
  static func string(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: bytes.baseAddress, count: end), as: UTF8.self)
  }
}
