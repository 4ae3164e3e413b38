extension Quiz {
  /// What a session starts from, decided before it starts: its questions, limit, skill,
  /// whether it is heard, its level and its voices. Both front ends (the scripted session and
  /// the live screen) and every command that runs a quiz (drill, review) build their state
  /// from a plan, so a state is made in one place, `State.init(_:)`.
  public struct Plan: Hashable, Sendable {
    public var deck: Deck
    public var seed: UInt64
    public var mode: Mode
    /// False shows the readings as text from the start.
    public var sound: Bool
    public var skill: Skill
    /// An adaptive session's level at the start (`drill --adaptive`).
    public var staircase: Staircase?
    /// The ids of the voices that take turns, in the learner's order.
    public var voices: [String]

    /// A session that asks from `deck` (a review's chosen questions first).
    public init(
      deck: Deck, seed: UInt64, mode: Mode, sound: Bool = true,
      skill: Skill = .listening, staircase: Staircase? = nil, voices: [String] = []
    ) {
      self.deck = deck
      self.seed = seed
      self.mode = mode
      self.sound = sound
      self.skill = skill
      self.staircase = staircase
      self.voices = voices
    }

    /// A session that draws from `topics`. A reading or kanji session shows its numbers
    /// written, alone, whatever `context` asks. `focus` weights questions towards sound
    /// patterns (`Deck.focus`); `pairs` asks questions that test one cause of misses, each with
    /// its minimal pair (`Deck.pairs`).
    public init(
      topics: [Topic], seed: UInt64, mode: Mode, sound: Bool = true,
      skill: Skill = .listening, focus: [String: UInt64] = [:], pairs: MissCause? = nil,
      staircase: Staircase? = nil, context: Context? = nil, hosts: [Deck.Host] = [],
      voices: [String] = []
    ) {
      self.init(
        deck: Deck(
          topics: topics, seed: seed, focus: focus, pairs: pairs,
          context: skill == .listening ? context : .bare, hosts: hosts),
        seed: seed, mode: mode, sound: sound, skill: skill, staircase: staircase,
        voices: voices)
    }
  }
}
