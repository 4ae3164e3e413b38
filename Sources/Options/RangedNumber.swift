/// The one parser for numbers typed on the command line or to `config set`: the value must be
/// in its range, and a bad one gets a sentence that names the range.
public enum RangedNumber {
  /// `text` as a number in `range`; `label` names it in the error (`--rate`, `rate`).
  public static func parse<Number: LosslessStringConvertible & Comparable>(
    _ text: String, label: String, in range: ClosedRange<Number>
  ) throws(UsageError) -> Number {
    guard let value = Number(text), range.contains(value) else {
      let kind = Number.self is any BinaryInteger.Type ? "a whole number" : "a number"
      throw UsageError(
        "\(label) must be \(kind) from \(format(range.lowerBound)) to \(format(range.upperBound)), not “\(text)”."
      )
    }
    return value
  }

  /// `range` as help text shows it: `0.3–3`, `1–100000`.
  public static func describe<Number: LosslessStringConvertible & Comparable>(_ range: ClosedRange<Number>)
    -> String
  {
    "\(format(range.lowerBound))–\(format(range.upperBound))"
  }

  /// A number as a learner would write it: `3`, not `3.0`.
  public static func format<Number: LosslessStringConvertible>(_ value: Number) -> String {
    guard let double = value as? Double else { return value.description }
    return double == double.rounded() && abs(double) < 1e15 ? String(Int(double)) : String(double)
  }
}
