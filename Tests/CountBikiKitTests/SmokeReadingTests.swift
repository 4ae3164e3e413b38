import CountBikiKit
import Testing

@Test func issueExamplesReadAsALearnerHearsThem() throws {
  let cases: [(String, String)] = [
    ("300", "さんびゃく"), ("600", "ろっぴゃく"), ("800", "はっぴゃく"), ("3000", "さんぜん"),
    ("8000", "はっせん"), ("4円", "よえん"), ("3本", "さんぼん"), ("1日", "ついたち"), ("20日", "はつか"),
    ("4時", "よじ"), ("9時", "くじ"), ("7月", "しちがつ"), ("10000000", "いっせんまん"),
    ("1000000000000", "いっちょう"),
  ]
  for (text, reading) in cases {
    #expect(try Expression(text).reading.canonical == reading, "\(text)")
  }
}

@Test func halfFollowsClockHoursAndDurations() throws {
  let cases: [(String, String)] = [
    ("3時半", "さんじはん"), ("2時間半", "にじかんはん"), ("1分半", "いっぷんはん"), ("1日半", "いちにちはん"),
    ("1週間半", "いっしゅうかんはん"), ("1ヶ月半", "いっかげつはん"), ("1年半", "いちねんはん"),
  ]
  for (text, reading) in cases {
    #expect(try Expression(text).reading.canonical == reading, "\(text)")
  }
  #expect(throws: ExpressionError.self) { try Expression("3本半") }
  #expect(throws: ExpressionError.self) { try Expression("3時半5分") }
}
