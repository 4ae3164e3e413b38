import CountBikiKit

/// `--skill listening|reading`, declared once for the commands that ask questions.
enum SkillOption {
  static let option: Option = .value(
    "skill", "SKILL",
    .choices([
      .init(value: "listening", help: "hear the number said, type the number"),
      .init(
        value: "reading",
        help: "see the number written (600本), type its reading in kana or romaji (roppyappon)"),
    ]), default: "listening", help: "what the questions drill")

  /// The skill given, or listening.
  static func value(_ arguments: ParsedArguments) -> Skill {
    arguments.value("skill").flatMap(Skill.init(rawValue:)) ?? .listening
  }
}
