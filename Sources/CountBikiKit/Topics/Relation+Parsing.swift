extension Relation {
  /// Reads `room = floor * 100 + n`; the error is a phrase saying what is wrong in it.
  public init(parsing text: String) throws(RelationError) {
    var parser = Parser(text)
    let left = try parser.sum()
    guard let comparison = parser.comparison() else {
      throw RelationError("has no comparison: write two sides joined by =, !=, <, <=, > or >=")
    }
    let right = try parser.sum()
    guard parser.atEnd else {
      throw RelationError("has “\(parser.rest)” left over after the right side")
    }
    self.init(left: left, comparison: comparison, right: right, description: text)
  }

  public struct RelationError: Error, Sendable {
    public let phrase: String
    init(_ phrase: String) { self.phrase = phrase }
  }

  /// A recursive-descent reader: sums of products of factors.
  private struct Parser {
    let scalars: [Character]
    var index = 0

    init(_ text: String) { scalars = Array(text) }

    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return index == scalars.count
      }
    }

    var rest: String { String(scalars[index...]) }

    mutating func skipSpaces() {
      while index < scalars.count, scalars[index] == " " { index += 1 }
    }

    mutating func take(_ character: Character) -> Bool {
      skipSpaces()
      guard index < scalars.count, scalars[index] == character else { return false }
      index += 1
      return true
    }

    mutating func comparison() -> Comparison? {
      skipSpaces()
      for c in Comparison.allCases {
        let symbol = Array(c.rawValue)
        if index + symbol.count <= scalars.count,
          Array(scalars[index..<index + symbol.count]) == symbol
        {
          index += symbol.count
          return c
        }
      }
      return nil
    }

    mutating func sum() throws(RelationError) -> Term {
      var term = try product()
      while true {
        if take("+") {
          term = .operation("+", term, try product())
        } else if take("-") {
          term = .operation("-", term, try product())
        } else {
          return term
        }
      }
    }

    mutating func product() throws(RelationError) -> Term {
      var term = try factor()
      while true {
        if take("*") {
          term = .operation("*", term, try factor())
        } else if take("/") {
          term = .operation("/", term, try factor())
        } else if take("%") {
          term = .operation("%", term, try factor())
        } else {
          return term
        }
      }
    }

    mutating func factor() throws(RelationError) -> Term {
      skipSpaces()
      guard index < scalars.count else {
        throw RelationError("ends where a number or a slot was expected")
      }
      if take("(") {
        let inner = try sum()
        guard take(")") else { throw RelationError("has a “(” that is never closed") }
        return inner
      }
      if take("-") { return .operation("-", .number(0), try factor()) }
      if scalars[index].isASCII, scalars[index].isNumber { return try number() }
      let name = identifier()
      guard !name.isEmpty else {
        throw RelationError("has “\(scalars[index])” where a number or a slot was expected")
      }
      guard take("(") else { return .name(name) }
      guard let function = Function(rawValue: name) else {
        let known = Function.allCases.map(\.rawValue).joined(separator: ", ")
        throw RelationError("calls \(name), which is not a function; the functions are \(known)")
      }
      var arguments = [try sum()]
      while take(",") { arguments.append(try sum()) }
      guard take(")") else { throw RelationError("has a “(” that is never closed") }
      guard arguments.count == function.arity else {
        throw RelationError(
          "gives \(name) \(arguments.count) values where it takes \(function.arity)")
      }
      return .call(function, arguments)
    }

    /// Digits, or a time `22:30` as minutes from midnight.
    mutating func number() throws(RelationError) -> Term {
      var value: Int64 = 0
      while index < scalars.count, let digit = scalars[index].wholeNumberValue,
        scalars[index].isASCII
      {
        guard value < Int64.max / 100 else { throw RelationError("has a number too large to use") }
        value = value * 10 + Int64(digit)
        index += 1
      }
      if index < scalars.count, scalars[index] == ":" {
        index += 1
        var minutes: Int64 = 0
        var count = 0
        while index < scalars.count, let digit = scalars[index].wholeNumberValue,
          scalars[index].isASCII
        {
          minutes = minutes * 10 + Int64(digit)
          index += 1
          count += 1
        }
        guard count == 2, minutes < 60 else {
          throw RelationError("has a time whose minutes are not two digits 00–59")
        }
        value = value * 60 + minutes
      }
      return .number(value)
    }

    mutating func identifier() -> String {
      var name = ""
      while index < scalars.count, scalars[index].isASCII,
        scalars[index].isLetter || scalars[index] == "_"
          || (!name.isEmpty && scalars[index].isNumber)
      {
        name.append(scalars[index])
        index += 1
      }
      return name
    }
  }
}
