import CountBikiKit
import Options

/// `--skill listening|reading`, declared once for the commands that ask questions.
enum SkillOption {
  /// The option offering `skills`.
  static func option(_ skills: [Skill] = Skill.allCases) -> Option {
    .value(
      "skill", "SKILL", .choices(skills.map { Option.Choice(value: $0.rawValue, help: help[$0]!) }),
      default: "listening", help: "what the questions drill")
  }

  private static let help: [Skill: String] = [
    .listening: "hear the number said, type the number",
    .reading: "see the number written (600本), type its reading in kana or romaji (roppyappon)",
    .kanji: "see the number in kanji numerals (千二百三十四円), type it in digits",
  ]

  /// The skill given, or listening.
  static func value(_ arguments: ParsedArguments) -> Skill {
    arguments.value("skill").flatMap(Skill.init(rawValue:)) ?? .listening
  }
}
