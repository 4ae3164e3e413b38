import TestSupport
import Testing

/// `countbiki read` through the built binary: exact output for a fixed list.
struct ReadCommandTests {
  /// The everyday forms beyond a number and a counter, and the standard second forms `--all`
  /// lists (1% いち-, 1.5 いちてん, れい in a phone number, a room number digit by digit).
  @Test func readKnowsRanksFractionsCompoundsAndQuestionWords() async throws {
    let result = try await Binary.run([
      "read", "5位", "2杯目", "第10回", "40代", "2/3", "5km", "20ユーロ", "3階建て", "15分遅れ", "9時発", "何階",
    ])
    #expect(result.status == 0)
    #expect(
      result.output
        == "ごい\nにはいめ\nだいじゅっかい\nよんじゅうだい\nさんぶんのに\nごきろ\nにじゅうゆーろ\nさんがいだて\n"
        + "じゅうごふんおくれ\nくじはつ\nなんがい\n")
    let all = try await Binary.run(["read", "--all", "1%", "1.5倍", "03-1234-5678", "101号室"])
    #expect(all.status == 0)
    let lines = all.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    #expect(lines.count == 4)
    #expect(lines[0] == ["いちぱーせんと", "いっぱーせんと"])
    #expect(lines[1] == ["いちてんごばい", "いってんごばい"])
    #expect(lines[2].contains("れいさんのいちにいさんよんのごおろくななはち"))
    #expect(lines[2].contains("ぜろさん、いちにいさんよん、ごおろくななはち"))
    #expect(lines[3] == ["ひゃくいちごうしつ", "いちまるいちごうしつ"])
    let bad = try await Binary.run(["read", "0位", "2/0", "10000000000000000位"])
    #expect(bad.status == 1)
    #expect(
      bad.error
        == "countbiki read: cannot read “0位”: ranks and ordinals start at 1, as in 1位\n"
        + "countbiki read: cannot read “2/0”: a fraction cannot have 0 below the line\n"
        + "countbiki read: cannot read “10000000000000000位”: ranks and ordinals stop below 10^16 (1京)\n")
  }

  @Test func readPrintsTheCanonicalReadingOfEachExpression() async throws {
    let result = try await Binary.run([
      "read", "300", "600", "800", "3000", "8000", "4円", "3本", "1日", "20日", "4時", "9時", "7月",
      "10000000", "1000000000000",
    ])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        さんびゃく
        ろっぴゃく
        はっぴゃく
        さんぜん
        はっせん
        よえん
        さんぼん
        ついたち
        はつか
        よじ
        くじ
        しちがつ
        いっせんまん
        いっちょう

        """)
  }

  /// The everyday numbers of one week in Japan, as a learner meets them; -5度 is an
  /// expression, not an unknown option.
  @Test func readPrintsTheEverydayNumbersALearnerHears() async throws {
    let result = try await Binary.run([
      "read", "34日間", "11000000", "3羽", "36.5度", "-5度", "10%", "3割", "3名", "7番線", "1号車",
      "1丁目", "101号室", "2泊3日", "地下1階", "3時15分前", "7.5万円", "090-1234-5678",
    ])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        さんじゅうよんにちかん
        せんひゃくまん
        さんば
        さんじゅうろくてんごど
        まいなすごど
        じゅっぱーせんと
        さんわり
        さんめい
        ななばんせん
        いちごうしゃ
        いっちょうめ
        ひゃくいちごうしつ
        にはくみっか
        ちかいっかい
        さんじじゅうごふんまえ
        ななてんごまんえん
        ぜろきゅうぜろのいちにいさんよんのごおろくななはち

        """)
  }

  /// `countbiki topics TOPIC` shows what a topic drills, the sounds to listen for and a source.
  @Test func topicsShowsATopicsNotes() async throws {
    let result = try await Binary.run(["topics", "everyday.body-temperature"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        everyday.body-temperature — Body temperature
        35.5度 to 39.9度 on a thermometer: さんじゅうろくてんごど, answered 36.5.

        A thermometer shows one decimal place; the point is てん and the digit after it is read alone: 36.5度 さんじゅうろくてんごど, 38.4度 さんじゅうはちてんよんど. NHK doubles only a whole part ending in 10 before てん (じゅってん or じってん); after 1 and 8 it keeps いち and はち, and the doubled いってん, はってん heard in speech are also accepted. Source: NHK 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), 小数の読み方.

        """)
    let unknown = try await Binary.run(["topics", "everyday.fever"])
    #expect(unknown.status == 2)
    #expect(
      unknown.error
        == "countbiki topics: there is no category or topic “everyday.fever”; the categories are numbers, money, durations, dates, counters, everyday, counter-groups, station, shop, restaurant, bus, phone, hotel, clinic, bank, weather, sports, life, town, travel, errands, leisure, home, safety.\n"
    )
  }

  @Test func readUnderstandsTheWaysALearnerSeesNumbers() async throws {
    let result = try await Binary.run([
      "read", "1,234", "１２３４", "¥1,234", "1234円", "1日間", "3日間", "14時30分", "14:30", "午後4時",
      "昭和64年", "令和元年", "3時半", "2時間15分", "千二百三十四", "3億5000万円",
    ])
    #expect(result.status == 0)
    #expect(
      result.output == """
        せんにひゃくさんじゅうよん
        せんにひゃくさんじゅうよん
        せんにひゃくさんじゅうよえん
        せんにひゃくさんじゅうよえん
        いちにちかん
        みっかかん
        じゅうよじさんじゅっぷん
        じゅうよじさんじゅっぷん
        ごごよじ
        しょうわろくじゅうよねん
        れいわがんねん
        さんじはん
        にじかんじゅうごふん
        せんにひゃくさんじゅうよん
        さんおくごせんまんえん

        """)
  }

  @Test func allPrintsEveryAcceptedReadingCanonicalFirst() async throws {
    let result = try await Binary.run(["read", "--all", "8分", "10本", "3階", "7時", "20歳", "0"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        はっぷん はちふん
        じゅっぽん じっぽん
        さんがい さんかい
        しちじ ななじ
        はたち にじゅっさい にじっさい
        ぜろ れい

        """)
  }

  @Test func jsonListsTextReadingAndAccepted() async throws {
    let result = try await Binary.run(["read", "--json", "8分", "3本"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        [
          {
            "accepted" : [
              "はっぷん",
              "はちふん"
            ],
            "reading" : "はっぷん",
            "text" : "8分"
          },
          {
            "accepted" : [
              "さんぼん"
            ],
            "reading" : "さんぼん",
            "text" : "3本"
          }
        ]

        """)
  }

  @Test func unreadableExpressionsAreNamedAndTheOthersStillPrint() async throws {
    let result = try await Binary.run(["read", "abc", "3本", "3xyz", "11つ", "100000000000000000000"])
    #expect(result.status == 1)
    #expect(result.output == "さんぼん\n")
    #expect(
      result.error == """
        countbiki read: cannot read “abc”: “abc” is not a number
        countbiki read: cannot read “3xyz”: “xyz” is not a counter countbiki knows
        countbiki read: cannot read “11つ”: つ counts only 1–10
        countbiki read: cannot read “100000000000000000000”: numbers past 99,999,999,999,999,999,999 (10^20 − 1) have no reading here

        """)
  }

  @Test func badUsageExitsWithStatusTwo() async throws {
    let noArguments = try await Binary.run(["read"])
    #expect(noArguments.status == 2)
    #expect(
      noArguments.error
        == "countbiki read: give at least one expression to read, as in `countbiki read 1234円`.\n")
    let badFlag = try await Binary.run(["read", "--loud", "3本"])
    #expect(badFlag.status == 2)
    #expect(
      badFlag.error
        == "countbiki read: --loud is not an option of this command; its options are --all, --explain, --json.\n"
    )
  }

  @Test func helpExplainsTheGrammar() async throws {
    let result = try await Binary.run(["read", "--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: countbiki read EXPR... [--all] [--explain] [--json]\n"))
    #expect(result.output.contains("1日 alone is ついたち (いちにち, one day)"))
  }

  @Test func explainCutsEachReadingAndNamesTheRuleBehindEachChange() async throws {
    let result = try await Binary.run([
      "read", "--explain", "600本", "20日", "100,005,000", "1234", "4月",
    ])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output == """
        600本  ろっぴゃっぽん  (ろっ・ぴゃっ・ぽん)
          ろっ    6: 6 → ろっ before 百 (roppyaku)
          ぴゃっ  百: 6 → ろっ before 百 (roppyaku); 100 → ひゃっ (hyaku-tt)
          ぽん    本: counter h → p (counter-p)
        20日  はつか  (はつか)
          はつか  20日: day 20 はつか (hatsuka)
        100,005,000  いちおくごせん  (いち・おく・ご・せん)
          おく  億: 億 is 100,000,000 (group-oku)
          ご    5: a group of four zeros is not said (zero-group)
        1234  せんにひゃくさんじゅうよん  (せん・に・ひゃく・さん・じゅう・よん)
          said as written: no sound change
        4月  しがつ  (し・がつ)
          し  4: 4 → し in 4月 (shi-4)

        """)
  }

  @Test func explainAsJSONListsPartsWithPatternIDsAndEachPatternOnce() async throws {
    let result = try await Binary.run(["read", "--explain", "--json", "3本", "13月"])
    #expect(result.status == 1)
    #expect(result.error == "countbiki read: cannot read “13月”: 月 counts only 1–12\n")
    #expect(
      result.output == """
        [
          {
            "parts" : [
              {
                "kana" : "さん",
                "patterns" : [

                ],
                "text" : "3"
              },
              {
                "kana" : "ぼん",
                "patterns" : [
                  "counter-voiced"
                ],
                "text" : "本"
              }
            ],
            "patterns" : [
              {
                "explanation" : "A counter's first sound is voiced after ん (rendaku): 3本 さんぼん, 3階 さんがい, 1000本 せんぼん, 1万本 いちまんぼん.",
                "id" : "counter-voiced",
                "title" : "counter voiced after ん"
              }
            ],
            "reading" : "さんぼん",
            "text" : "3本"
          }
        ]

        """)
  }
}
