import CountBikiKit

/// The options a learner types again to get a session's questions again, in one wording for
/// the live screen's summary and the scripted transcript.
public enum ReplayOptions {
  /// `--seed 1`, then the limit (when `mode` is given and has one) and every option that chooses
  /// which questions come: `--seed 1 --questions 3 --skill reading --focus roku-tt --context sentence`.
  /// `focus` and `context` are as typed.
  public static func text(
    seed: UInt64, mode: Mode? = nil, skill: Skill = .listening, focus: String? = nil,
    context: String? = nil
  ) -> String {
    var words = ["--seed \(seed)"]
    switch mode {
    case .questions(let count): words.append("--questions \(count)")
    case .time(let seconds): words.append("--time \(seconds)")
    case .infinite, nil: break
    }
    if skill != .listening { words.append("--skill \(skill.rawValue)") }
    if let focus { words.append("--focus \(focus)") }
    if let context { words.append("--context \(context)") }
    return words.joined(separator: " ")
  }
}
