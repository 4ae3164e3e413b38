import CountBikiKit
import TestSupport
import Testing

/// A display as written for reading aloud, and whether each rewrite waits for our reading to say
/// it so: (display, our canonical reading, the text an engine that reads Japanese is given).
private let readingAloud: [(String, String, String)] = [
  ("¥1,234", "せんにひゃくさんじゅうよえん", "1234円"),
  ("￥893", "はっぴゃくきゅうじゅうさんえん", "893円"),
  ("1,000,000本", "ひゃくまんぼん", "1000000本"),
  ("〒095-4243", "ぜろきゅうごおのよんにいよんさん", "095の-4243"),
  ("〒095-4243", "ゆうびんばんごうぜろきゅうごおのよんにいよんさん", "〒095の-4243"),
  ("〒794-4785", "ななきゅうよんのよんななはちごお", "794-の-4785"),
  ("郵便番号は931-3930です。", "ゆうびんばんごうわきゅうさんいちのさんきゅうさんぜろです。", "郵便番号は931-の-3930です。"),
  ("080-0954-2431", "ぜろはちぜろのぜろきゅうごおよんのにいよんさんいち", "080の-0954の-2431"),
  ("0120-761-349", "ぜろいちにいぜろのななろくいちのさんよんきゅう", "0120の-761の-349"),
  ("080-0954-2431", "ぜろはちぜろ、ぜろきゅうごおよん、にいよんさんいち", "080-0954-2431"),
  ("080-0954-2431", "ぜろはちぜろのぜろきゅうごおよん、にいよんさんいち", "080-0954-2431"),
  ("-10度", "まいなすじゅうど", "マイナス10度"),
  ("−3.5度", "まいなすさんてんごど", "マイナス3.5度"),
  ("-10度", "じゅうど", "-10度"),
  ("161cm", "ひゃくろくじゅういっせんち", "161センチ"),
  ("24.5cm", "にじゅうよんてんごせんち", "24.5センチ"),
  ("161cm", "ひゃくろくじゅういっせんちめーとる", "161cm"),
  ("63kg", "ろくじゅうさんきろ", "63キロ"),
  ("63kg", "ろくじゅうさんきろぐらむ", "63kg"),
  ("42km", "よんじゅうにきろ", "42キロ"),
  ("42km", "よんじゅうにきろめーとる", "42km"),
  ("1/5", "ごぶんのいち", "5ぶんの1"),
  ("7/10", "じゅうぶんのなな", "10ぶんの7"),
  ("4/1", "しがつついたち", "4/1"),
  ("3:24", "さんじにじゅうよんぷん", "3時24分"),
  ("3:05", "さんじごふん", "3時5分"),
  ("13:00", "じゅうさんじ", "13時"),
  ("7:30", "しちじはん", "7時半"),
  ("7:30", "しちじさんじゅっぷん", "7時30分"),
  ("2012年1月28日 13:27", "にせんじゅうにねんいちがつにじゅうはちにちじゅうさんじにじゅうななふん", "2012年1月28日 13時27分"),
  ("3:24", "さんたいにじゅうよん", "3:24"),
  ("600本", "ろっぴゃっぽん", "600本"),
  ("午後0時36分", "ごごれいじさんじゅうろっぷん", "午後零時36分"),
  ("0:24", "れいじにじゅうよんぷん", "零時24分"),
  ("10時", "じゅうじ", "10時"),
  ("0時", "ぜろじ", "0時"),
]

@Test func displaysAreWrittenAsTheyAreReadAloudWhereOurReadingSaysSo() {
  for (display, reading, written) in readingAloud {
    #expect(SpokenPart.writtenForReadingAloud(display, reading: reading) == written, "\(display) read \(reading)")
  }
}

/// The seeded questions of the topics these rewrites were made for are given to an engine in
/// the rewritten form.
@Test func everydayQuestionsAreGivenInTheFormSaidAloud() throws {
  let cases: [(String, String)] = [
    ("everyday.height", "センチ"), ("everyday.weight", "キロ"), ("everyday.shoe-size", "センチ"),
    ("everyday.postal-code", "の-"), ("everyday.phone-mobile", "の-"), ("everyday.weather", "度"),
    ("dates.date-time", "時"), ("numbers.fractions", "ぶんの"),
  ]
  for (id, word) in cases {
    let topic = try #require(BuiltIn.catalog.topics.first { $0.id == id }, "\(id)")
    var deck = Deck(topics: [topic], seed: 1)
    for _ in 0..<20 {
      let question = deck.next()
      let written = SpokenPart.written(of: question.spokenParts)
      #expect(written.contains(word), "\(question.display) given as \(written)")
      #expect(!written.contains("〒") && !written.contains("cm") && !written.contains("kg"), "\(written)")
      #expect(!written.contains(":") && !written.contains("/"), "\(written)")
      if question.reading.canonical.hasPrefix("まいなす") { #expect(written.hasPrefix("マイナス"), "\(written)") }
    }
  }
}
