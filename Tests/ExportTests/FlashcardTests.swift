import CountBikiKit
import Testing

@testable import Export

private let eightMinutes = Question(
  topic: "durations.minutes", values: [8], format: .number, display: "8分",
  reading: try! Expression("8分").reading, answer: "8", suffix: "分",
  explanation: try! Explanation("8分"))

@Test func flashcardFieldsAreAudioDisplayReadingsAnswerAndTopic() {
  let card = Flashcard(question: eightMinutes, skill: .listening)
  #expect(card.readings == ["はっぷん", "はちふん"])
  #expect(card.spokenParts == [SpokenPart(written: "8分", reading: "はっぷん")])
  #expect(
    card.ankiFields == [
      "[sound:countbiki-791b38a52e78b3b6.ogg]", "8分", "はっぷん、はちふん", "8",
      "はっ・ぷん<br>はっ (8): 8 → はっ<br>ぷん (分): counter h → p", "durations.minutes",
    ])
  #expect(card.guid == "cb791b38a52e78b3b6")
}

@Test func theSameQuestionIsADifferentNoteForEachSkill() {
  let listening = Flashcard(question: eightMinutes, skill: .listening)
  let reading = Flashcard(question: eightMinutes, skill: .reading)
  #expect(listening.guid != reading.guid)
  #expect(listening.audioFile != reading.audioFile)
  #expect(listening.noteID != reading.noteID)
}

@Test func stableIDsFollowFNV1a() {
  // The published FNV-1a 64-bit test vectors.
  #expect(StableID.hash("") == 0xcbf2_9ce4_8422_2325)
  #expect(StableID.hash("a") == 0xaf63_dc4c_8601_ec8c)
  #expect(StableID.hash("foobar") == 0x8594_4171_f739_67e8)
  #expect(StableID.hex("a") == "af63dc4c8601ec8c")
  #expect(StableID.id("a") == 1_200_555_641_996)
}

@Test func sha1MatchesTheStandardsVectors() {
  func hex(_ text: String) -> String {
    SHA1.digest(Array(text.utf8)).map { String($0, radix: 16).leftPadded(2) }.joined()
  }
  #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
  #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
  // 56 bytes: the padding spills into a second block.
  #expect(
    hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
      == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
  #expect(hex(String(repeating: "a", count: 1000)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
}

@Test func ankiChecksumIsTheFirst32BitsOfTheSortFieldsSHA1() {
  // sha1("¥893") begins 4f43c99f.
  #expect(AnkiCollection.checksum("¥893") == 0x4f43_c99f)
}

@Test func csvQuotesFieldsWithCommasQuotesAndLineBreaks() {
  #expect(CSV.field("893") == "893")
  #expect(CSV.field("¥1,144") == "\"¥1,144\"")
  #expect(CSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
  #expect(CSV.field("a\nb") == "\"a\nb\"")
  #expect(CSV.field("a\r\nb") == "\"a\r\nb\"")
  #expect(CSV.field("a\rb") == "\"a\rb\"")
}

@Test func csvHasAHeaderAndOneRowPerCardWithTheAudioPath() {
  let card = Flashcard(question: eightMinutes, skill: .listening)
  #expect(
    FlashcardCSV.text([card], audioFolder: "deck-audio")
      == "audio,display,reading,answer,explanation,topic\r\n"
      + "deck-audio/countbiki-791b38a52e78b3b6.ogg,8分,はっぷん、はちふん,8,"
      + "はっ・ぷん<br>はっ (8): 8 → はっ<br>ぷん (分): counter h → p,durations.minutes\r\n")
}

@Test func deckNamesSayTheTopicsAndTheReadingSkill() {
  #expect(
    AnkiPackage.deckName(for: ["money.conbini"], skill: .listening) == "countbiki::money.conbini")
  #expect(
    AnkiPackage.deckName(for: ["counters", "money.rent"], skill: .reading)
      == "countbiki::counters + money.rent (reading)")
}

@Test func deckDescriptionNamesTopicsSeedAndEachVoiceWithItsCredit() {
  #expect(
    AnkiPackage.deckDescription(
      names: ["money.conbini"], seed: 1, voices: [DeckVoice(id: "default", engine: "espeak-ng")])
      == "Questions from countbiki: money.conbini, seed 1. Voice: default (espeak-ng).")
  let nitech = DeckVoice(
    id: "nitech-m001", engine: "Open JTalk", credit: "© 2003-2012 Nagoya Institute of Technology, CC BY 3.0")
  let mei = DeckVoice(
    id: "mei", engine: "Open JTalk",
    credit: "HTS voice “Mei” © 2009-2013 Nagoya Institute of Technology (MMDAgent Project Team), CC BY 3.0")
  #expect(
    AnkiPackage.deckDescription(names: ["counters", "money.rent"], seed: 18_446_744_073_709_551_615, voices: [nitech, mei])
      == "Questions from countbiki: counters money.rent, seed 18446744073709551615. Voices: "
      + "nitech-m001 (Open JTalk; © 2003-2012 Nagoya Institute of Technology, CC BY 3.0), "
      + "mei (Open JTalk; HTS voice “Mei” © 2009-2013 Nagoya Institute of Technology (MMDAgent Project Team), CC BY 3.0).")
  #expect(
    AnkiPackage.deckDescription(names: ["money"], seed: 0, voices: [])
      == "Questions from countbiki: money, seed 0.")
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
