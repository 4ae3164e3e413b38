/// A voice heard in a deck, with the credit its licence asks to be shown wherever its audio goes.
public struct DeckVoice: Hashable, Sendable {
  /// The voice's id, as `countbiki voices` lists it: `nitech-m001`.
  public var id: String
  /// The engine that speaks it, as a learner knows it: `espeak-ng`, `Open JTalk`.
  public var engine: String
  /// Who made the voice and under which licence, from the voice's own data; nil when nothing
  /// needs crediting (espeak-ng's output is the learner's).
  public var credit: String?

  public init(id: String, engine: String, credit: String? = nil) {
    self.id = id
    self.engine = engine
    self.credit = credit
  }

  /// `nitech-m001 (Open JTalk; © 2003-2012 Nagoya Institute of Technology, CC BY 3.0)`, or
  /// `default (espeak-ng)`.
  var named: String {
    guard let credit, !credit.isEmpty else { return "\(id) (\(engine))" }
    return "\(id) (\(engine); \(credit))"
  }
}

extension AnkiPackage {
  /// The deck's description: where its questions come from and who says them, each voice with
  /// its credit, in the order the cards first use them:
  /// `Questions from countbiki: money.conbini, seed 1. Voice: default (espeak-ng).`
  public static func deckDescription(names: [String], seed: UInt64, voices: [DeckVoice]) -> String {
    let questions = "Questions from countbiki: \(names.joined(separator: " ")), seed \(seed)."
    guard !voices.isEmpty else { return questions }
    let label = voices.count == 1 ? "Voice" : "Voices"
    return "\(questions) \(label): \(voices.map(\.named).joined(separator: ", "))."
  }
}
