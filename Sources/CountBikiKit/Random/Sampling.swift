/// Bounded sampling written out here so that it never changes under a seed.
extension RandomNumberGenerator {
  /// A uniform number in `0..<bound` (Lemire's multiply-and-shift with rejection, no bias).
  public mutating func uniform(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "an empty range has no numbers")
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      // 2^64 mod bound: the low halves below it would make some results more likely.
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// A uniform number in `range`.
  public mutating func uniform(in range: ClosedRange<Int64>) -> Int64 {
    let span = UInt64(bitPattern: range.upperBound &- range.lowerBound)
    if span == .max { return Int64(bitPattern: next()) }
    return range.lowerBound &+ Int64(bitPattern: uniform(below: span &+ 1))
  }

  /// A uniform number in `range`.
  public mutating func uniform(in range: ClosedRange<Int>) -> Int {
    Int(uniform(in: Int64(range.lowerBound)...Int64(range.upperBound)))
  }

  /// An index into `weights` chosen in proportion to its weight; weights are whole numbers so that
  /// no floating-point rounding can differ between machines.
  public mutating func index(weightedBy weights: [UInt64]) -> Int {
    let total = weights.reduce(0, +)
    precondition(total > 0, "weights must not all be zero")
    var pick = uniform(below: total)
    for (index, weight) in weights.enumerated() {
      if pick < weight { return index }
      pick -= weight
    }
    return weights.count - 1
  }
}
