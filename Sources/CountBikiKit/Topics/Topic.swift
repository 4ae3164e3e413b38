import Synchronization

/// A drill topic: where it sits in the catalog and how its questions are made.
public struct Topic: Hashable, Sendable {
  /// Stable id, `category.name`: `money.conbini`.
  public let id: String
  public let category: String
  /// English title: "Convenience store prices".
  public let title: String
  public let description: String
  /// How often the topic comes up when several are mixed (a whole number, default 1).
  public let weight: UInt64
  public let notes: String?
  private let source: GeneratorSource

  public init(
    id: String, category: String, title: String, description: String, generator: Generator,
    weight: UInt64 = 1, notes: String? = nil
  ) {
    self.init(
      id: id, category: category, title: title, description: description,
      source: .made(generator), weight: weight, notes: notes)
  }

  init(
    id: String, category: String, title: String, description: String, source: GeneratorSource,
    weight: UInt64, notes: String?
  ) {
    self.id = id
    self.category = category
    self.title = title
    self.description = description
    self.source = source
    self.weight = weight
    self.notes = notes
  }

  /// How its questions are made. A topic read from a file that was checked before makes it the
  /// first time it is asked for (see `TopicFile.init(data:file:checked:)`).
  public var generator: Generator { source.generator }

  /// One question, drawn from `generator`.
  public func question(using generator: inout some RandomNumberGenerator) -> Question {
    self.generator.question(topic: id, using: &generator)
  }
}

/// A topic's generator, made or to be made on first use.
enum GeneratorSource: Hashable, Sendable {
  case made(Generator)
  case later(LaterGenerator)

  var generator: Generator {
    switch self {
    case .made(let generator): generator
    case .later(let later): later.generator
    }
  }
}

/// A generator made once, the first time it is asked for; two are equal when they are the same.
final class LaterGenerator: Hashable, Sendable {
  private let make: @Sendable () -> Generator
  private let made = Mutex<Generator?>(nil)

  init(_ make: @escaping @Sendable () -> Generator) {
    self.make = make
  }

  var generator: Generator {
    made.withLock { made in
      if let made { return made }
      let generator = make()
      made = generator
      return generator
    }
  }

  static func == (a: LaterGenerator, b: LaterGenerator) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
