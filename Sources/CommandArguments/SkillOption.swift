import CountBikiKit
import Options

/// `--skill listening|reading|kanji`, declared once for the commands that ask questions.
public enum SkillOption {
  /// The option offering `skills`; listening when not given.
  public static func option(_ skills: [Skill] = Skill.allCases) -> TypedOption<Skill> {
    TypedOption(
      "skill", "SKILL", cases: skills.map { ($0, help: help($0)) }, default: .listening,
      help: "what the questions drill")
  }

  private static func help(_ skill: Skill) -> String {
    switch skill {
    case .listening: "hear the number said, type the number"
    case .reading: "see the number written (600本), type its reading in kana or romaji (roppyappon)"
    case .kanji: "see the number in kanji numerals (千二百三十四円), type it in digits"
    }
  }
}
