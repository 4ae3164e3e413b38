import Testing
import TestSupport

/// `countbiki read` through the built binary: exact output for a fixed list.
struct ReadCommandTests {
  @Test func readPrintsTheCanonicalReadingOfEachExpression() throws {
    let result = try Binary.run([
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

  @Test func readUnderstandsTheWaysALearnerSeesNumbers() throws {
    let result = try Binary.run([
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

  @Test func allPrintsEveryAcceptedReadingCanonicalFirst() throws {
    let result = try Binary.run(["read", "--all", "8分", "10本", "3階", "7時", "20歳", "0"])
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

  @Test func jsonListsTextReadingAndAccepted() throws {
    let result = try Binary.run(["read", "--json", "8分", "3本"])
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

  @Test func unreadableExpressionsAreNamedAndTheOthersStillPrint() throws {
    let result = try Binary.run(["read", "abc", "3本", "3xyz", "11つ", "100000000000000000000"])
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

  @Test func badUsageExitsWithStatusTwo() throws {
    let noArguments = try Binary.run(["read"])
    #expect(noArguments.status == 2)
    #expect(
      noArguments.error
        == "countbiki read: give at least one expression to read, as in `countbiki read 1234円`.\n")
    let badFlag = try Binary.run(["read", "--loud", "3本"])
    #expect(badFlag.status == 2)
    #expect(
      badFlag.error
        == "countbiki read: --loud is not an option of this command; its options are --all, --json.\n"
    )
  }

  @Test func helpExplainsTheGrammar() throws {
    let result = try Binary.run(["read", "--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Usage: countbiki read EXPR... [--all] [--json]\n"))
    #expect(result.output.contains("1日 alone is a day of the month (ついたち)"))
  }
}
