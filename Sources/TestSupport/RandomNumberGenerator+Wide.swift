extension RandomNumberGenerator {
  /// A uniform number in `0...maximum`: 128 random bits reduced modulo the span, with the draws
  /// that would make low numbers more likely rejected.
  public mutating func uniform(through maximum: UInt128) -> UInt128 {
    let span = maximum &+ 1
    if span == 0 { return UInt128(next()) << 64 | UInt128(next()) }
    let limit = UInt128.max - UInt128.max % span
    while true {
      let value = UInt128(next()) << 64 | UInt128(next())
      if value < limit { return value % span }
    }
  }
}
