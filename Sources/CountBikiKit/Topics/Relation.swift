/// How a template's slots relate, written in its topic file as a line of arithmetic:
/// `room = floor * 100 + n`, `end > start`, `child = down(adult / 2, 10)`.
///
/// A relation whose left side is a slot alone and whose right side does not name it
/// (`room = floor * 100 + n`) draws that slot from the others; every other relation is a check
/// the drawn values must pass. Times count minutes from midnight (`22:00` is 1320), dates are
/// `month * 100 + day`, decimals count their smallest step (`37.5` with one place is 375).
public struct Relation: Hashable, Sendable, CustomStringConvertible {
  public let left: Term
  public let comparison: Comparison
  public let right: Term
  /// As written in the topic file.
  public let description: String

  public enum Comparison: String, CaseIterable, Sendable {
    // Longest first, so that `<=` is not read as `<`.
    case atMost = "<="
    case atLeast = ">="
    case differs = "!="
    case equals = "="
    case below = "<"
    case above = ">"

    func holds(_ a: Int64, _ b: Int64) -> Bool {
      switch self {
      case .atMost: a <= b
      case .atLeast: a >= b
      case .differs: a != b
      case .equals: a == b
      case .below: a < b
      case .above: a > b
      }
    }
  }

  /// An integer expression over slots and drawn variables.
  public indirect enum Term: Hashable, Sendable {
    case number(Int64)
    case name(String)
    case operation(Character, Term, Term)
    case call(Function, [Term])

    /// The slots and variables the term names.
    public var names: Set<String> {
      switch self {
      case .number: []
      case .name(let name): [name]
      case .operation(_, let a, let b): a.names.union(b.names)
      case .call(_, let terms): terms.reduce(into: []) { $0.formUnion($1.names) }
      }
    }

    /// The value with `values` for the names; nil when a name has none or a division is by 0.
    public func value(_ values: [String: Int64]) -> Int64? {
      switch self {
      case .number(let n): return n
      case .name(let name): return values[name]
      case .operation(let op, let a, let b):
        guard let x = a.value(values), let y = b.value(values) else { return nil }
        switch op {
        case "+": return x &+ y
        case "-": return x &- y
        case "*": return x &* y
        case "/": return y == 0 ? nil : Relation.floorDivide(x, y)
        default: return y == 0 ? nil : x - Relation.floorDivide(x, y) * y
        }
      case .call(let function, let terms):
        let args = terms.compactMap { $0.value(values) }
        guard args.count == terms.count else { return nil }
        return function.apply(args)
      }
    }
  }

  /// The functions a relation may call.
  public enum Function: String, CaseIterable, Sendable {
    /// `down(x, 10)`: x rounded down to a multiple of 10 (JR's child fares drop a 5-yen end).
    case down
    /// `up(x, 10)`: x rounded up to a multiple of 10.
    case up
    /// `note(x)`: what a customer hands over for x yen, the smallest 1,000, 5,000 or 10,000
    /// above it, or whole 10,000s past that.
    case note
    case min, max

    var arity: Int { self == .note ? 1 : 2 }

    func apply(_ a: [Int64]) -> Int64? {
      switch self {
      case .down: return a[1] <= 0 ? nil : Relation.floorDivide(a[0], a[1]) * a[1]
      case .up: return a[1] <= 0 ? nil : -Relation.floorDivide(-a[0], a[1]) * a[1]
      case .note:
        for paid: Int64 in [1000, 5000, 10000] where paid > a[0] { return paid }
        return (a[0] / 10000 + 1) * 10000
      case .min: return Swift.min(a[0], a[1])
      case .max: return Swift.max(a[0], a[1])
      }
    }
  }

  /// The slots and variables the relation names.
  public var names: Set<String> { left.names.union(right.names) }

  /// Whether the relation holds for `values`; false when a value is missing.
  public func holds(_ values: [String: Int64]) -> Bool {
    guard let a = left.value(values), let b = right.value(values) else { return false }
    return comparison.holds(a, b)
  }

  /// The slot this relation draws from the others (`room` in `room = floor * 100 + n`).
  public var derived: String? {
    guard comparison == .equals, case .name(let name) = left, !right.names.contains(name) else {
      return nil
    }
    return name
  }

  static func floorDivide(_ x: Int64, _ y: Int64) -> Int64 {
    let q = x / y
    return (x % y != 0 && (x < 0) != (y < 0)) ? q - 1 : q
  }
}
