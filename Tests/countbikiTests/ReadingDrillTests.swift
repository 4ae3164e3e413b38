import Foundation
import TestSupport
import Testing

// `countbiki drill --skill reading`: the number is shown written, the learner types its reading.

@Test func readingDrillAcceptsRomajiAndKanaAndExplainsANearMiss() async throws {
  let result = try await Binary.run(
    [
      "drill", "counters.hon-hundreds", "--skill", "reading", "--seed", "1", "--questions", "3",
      "--no-history",
    ],
    input: "roppyakuhon\nroppyappon\nななひゃっぽん\n600\n:skip\n")
  #expect(result.status == 0)
  #expect(result.error == "")
  #expect(
    result.output == """
      Q1 600本
        roppyakuhon → wrong; it is read:
          600本  ろっぴゃっぽん  (ろっ・ぴゃっ・ぽん)
            ろっ    6: 6 → ろっ before 百 (roppyaku)
            ぴゃっ  百: 6 → ろっ before 百 (roppyaku); 100 → ひゃっ (hyaku-tt)
            ぽん    本: counter h → p (counter-p)
          sound change: it is ろっぴゃっぽん, not ろっぴゃくほん
         600本
        roppyappon → right: 600本 ろっぴゃっぽん
      Q2 700本
        ななひゃっぽん → right: 700本 ななひゃっぽん
      Q3 900本
        600 → not an answer: type how it is read, in kana (ろっぴゃっぽん) or romaji (roppyappon)
        :skip → it is read きゅうひゃっぽん (900本)

      3 questions: 1 right first time, 1 missed, 1 skipped in 6 s. Seed 1.
      To review:
        Q1  600本  ろっぴゃっぽん  answer 600
        Q3  900本  きゅうひゃっぽん  answer 900
      Replay these questions with --seed 1 --skill reading.

      """)
}

@Test func readingDrillIsKeptInTheHistoryWithItsSkill() async throws {
  let folder = try TemporaryFolder.make("countbiki-reading-history")
  defer { try? FileManager.default.removeItem(at: folder) }
  let store = folder.appendingPathComponent("history.sqlite3").path
  let environment = try Binary.environment(config: nil)
  let drill = try await Binary.run(
    [
      "drill", "counters.hon-hundreds", "--skill", "reading", "--seed", "1", "--questions", "1",
      "--history", store,
    ],
    input: "hyappon\nroppyappon\n", environment: environment)
  #expect(drill.status == 0)
  let listening = try await Binary.run(
    [
      "drill", "counters.hon-hundreds", "--seed", "1", "--questions", "1", "--audio", "none",
      "--history", store,
    ],
    input: "600\n", environment: environment)
  #expect(listening.status == 0)
  let export = try await Binary.run(
    ["history", "export", "--csv", "--history", store], environment: environment)
  let rows = export.output.split(separator: "\n").map {
    $0.split(separator: ",", omittingEmptySubsequences: false)
  }
  // number, topic, skill, values, display, reading; then kind and text of each submission.
  #expect(
    rows.dropFirst().map {
      [$0[3], $0[4], $0[5], $0[7], $0[8], $0[14], $0[15]].joined(separator: ",")
    } == [
      "1,counters.hon-hundreds,reading,600本,ろっぴゃっぽん,incorrect,hyappon",
      "1,counters.hon-hundreds,reading,600本,ろっぴゃっぽん,correct,roppyappon",
      "1,counters.hon-hundreds,listening,600本,ろっぴゃっぽん,correct,600",
    ])
}

@Test func kanjiDrillShowsKanjiNumeralsAndWantsDigits() async throws {
  let result = try await Binary.run(
    [
      "drill", "money.conbini", "--skill", "kanji", "--seed", "1", "--questions", "2",
      "--no-history",
    ],
    input: "八百九十三\n839\n893\n1144\n")
  #expect(result.status == 0)
  #expect(
    result.output == """
      Q1 八百九十三円
        八百九十三 → not an answer: type the number in digits, as in 1234
        839 → wrong, try again — you swapped 9 and 3
         八百九十三円
        893 → right: ¥893
      Q2 千百四十四円
        1144 → right: ¥1,144

      2 questions: 1 right first time, 1 missed, 0 skipped in 4 s. Seed 1.
      To review:
        Q1  ¥893  はっぴゃくきゅうじゅうさんえん  answer 893
      Replay these questions with --seed 1 --skill kanji.

      """)
}
