/// How long a drill runs.
public enum Mode: Hashable, Sendable {
  /// Until the learner quits.
  case infinite
  /// Until this many questions are answered or skipped.
  case questions(Int)
  /// Until this many seconds have passed since the start; a question not yet tried then is dropped.
  case time(seconds: Int)
}

extension Mode: Codable {
  private enum CodingKeys: String, CodingKey { case kind, limit }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try container.decode(String.self, forKey: .kind) {
    case "questions": self = .questions(try container.decode(Int.self, forKey: .limit))
    case "time": self = .time(seconds: try container.decode(Int.self, forKey: .limit))
    default: self = .infinite
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .infinite:
      try container.encode("infinite", forKey: .kind)
    case .questions(let limit):
      try container.encode("questions", forKey: .kind)
      try container.encode(limit, forKey: .limit)
    case .time(let seconds):
      try container.encode("time", forKey: .kind)
      try container.encode(seconds, forKey: .limit)
    }
  }
}
