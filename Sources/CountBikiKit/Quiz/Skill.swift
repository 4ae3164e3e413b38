/// What a question trains: hearing a number, or reading one that is written.
public enum Skill: String, CaseIterable, Hashable, Sendable, Codable {
  /// Hear the reading, type the number.
  case listening
  /// See the written number (`600本`), type its reading in kana or romaji.
  case reading
}
