/// Powers of ten, 10^0 through 10^38 (the largest a `UInt128` holds).
enum PowerOfTen {
  static let table: [UInt128] = (0...38).map { exponent in
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }

  /// 10^`exponent`.
  static func of(_ exponent: Int) -> UInt128 { table[exponent] }

  /// 10^`exponent` as an `Int64`, for exponents 0–18.
  static func int64(_ exponent: Int) -> Int64 { Int64(table[exponent]) }

  /// k when `value` is 10^k, else nil.
  static func exponent(of value: UInt64) -> Int? {
    table.firstIndex(of: UInt128(value))
  }
}
