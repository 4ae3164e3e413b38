extension Unicode.Scalar {
  /// Columns this scalar takes in a terminal: 2 for East Asian wide and full-width forms
  /// (kana, kanji, ＄１２３), 0 for combining marks, 1 otherwise.
  public var terminalColumns: Int {
    let value = value
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    for range in Self.wideRanges where range.contains(value) { return 2 }
    return 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]
}

extension Character {
  /// Columns this character takes in a terminal.
  public var terminalColumns: Int { unicodeScalars.reduce(0) { $0 + $1.terminalColumns } }
}

extension StringProtocol {
  /// Columns this text takes in a terminal, counting kana and kanji as two.
  public var terminalWidth: Int { reduce(0) { $0 + $1.terminalColumns } }
}
