/// A drill topic: where it sits in the catalog and how its questions are made.
public struct Topic: Hashable, Sendable {
  /// Stable id, `category.name`: `money.conbini`.
  public let id: String
  public let category: String
  /// English title: "Convenience store prices".
  public let title: String
  public let description: String
  public let generator: Generator
  /// How often the topic comes up when several are mixed (a whole number, default 1).
  public let weight: UInt64
  public let notes: String?

  public init(
    id: String, category: String, title: String, description: String, generator: Generator,
    weight: UInt64 = 1, notes: String? = nil
  ) {
    self.id = id
    self.category = category
    self.title = title
    self.description = description
    self.generator = generator
    self.weight = weight
    self.notes = notes
  }

  /// One question, drawn from `generator`.
  public func question(using generator: inout some RandomNumberGenerator) -> Question {
    self.generator.question(topic: id, using: &generator)
  }
}
