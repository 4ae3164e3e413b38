import CountBikiKit
import Foundation
import Testing

/// A user's file with one situation topic (and a plain one beside it) holding `templates`.
private func catalog(_ templates: String, slots: String = #""n": {"kind": "range", "min": 1, "max": 9, "counter": "番線"}"#)
  -> TopicCatalog
{
  var catalog = TopicCatalog()
  let json = """
    {"category": "mine", "slots": {\(slots)}, "topics": [
      {"id": "mine.plain", "title": "Plain", "kind": "range", "min": 1, "max": 9},
      {"id": "mine.s", "title": "S", "kind": "sentences", "templates": [\(templates)]}]}
    """
  catalog.add(data: Data(json.utf8), file: "mine.json")
  return catalog
}

private func problems(_ templates: String, slots: String? = nil) -> [String] {
  let loaded = slots.map { catalog(templates, slots: $0) } ?? catalog(templates)
  // The plain topic of the same file always loads.
  #expect(loaded.topic(id: "mine.plain") != nil)
  return loaded.problems.map(\.description)
}

private let field = "mine.json: topics[1] (mine.s).templates[0] (t)"

@Test func aBadTemplateGetsOneSentenceNamingFileTemplateAndProblem() {
  #expect(
    problems(#"{"id": "t", "text": "{m}に参ります", "kana": "{m}にまいります", "gloss": "g"}"#) == [
      "\(field).text: the slot type {m} is not declared under slots; the slots are {n}"
    ])
  #expect(
    problems(#"{"id": "t", "text": "{n に参ります", "kana": "{n}にまいります", "gloss": "g"}"#) == [
      "\(field).text: a slot opened with “{” is never closed: the braces are unbalanced"
    ])
  #expect(
    problems(#"{"id": "t", "text": "n}に参ります", "kana": "{n}にまいります", "gloss": "g"}"#) == [
      "\(field).text: a “}” closes no slot: the braces are unbalanced"
    ])
  #expect(
    problems(#"{"id": "t", "text": "{n{n}}に", "kana": "{n}に", "gloss": "g"}"#) == [
      "\(field).text: a slot opened with “{” is opened again before it is closed with “}”"
    ])
  #expect(
    problems(#"{"id": "t", "text": "{n}に参ります", "gloss": "g"}"#) == [
      "\(field).kana: is missing: give the kana of the words around the slots, as espeak-ng cannot read kanji"
    ])
  #expect(
    problems(#"{"id": "t", "text": "{n}に参ります", "kana": "{n}に参ります", "gloss": "g"}"#) == [
      "\(field).kana: “に参ります” is not kana: write the words around the slots in hiragana or katakana"
    ])
  #expect(
    problems(#"{"id": "t", "text": "{n}に参ります", "kana": "にまいります", "gloss": "g"}"#) == [
      "\(field).kana: names the slots none but the text names {n}; give the same slots in the same order"
    ])
  #expect(
    problems(#"{"id": "t", "text": "{n}{n}{n}{n}", "kana": "{n}{n}{n}{n}", "gloss": "g"}"#) == [
      "\(field).text: has 4 slots, more numbers than the 3 an answer may hold"
    ])
  #expect(
    problems(#"{"id": "t", "text": "参ります", "kana": "まいります", "gloss": "g"}"#) == [
      "\(field).text: has no slot: put at least one slot such as {price} in the sentence"
    ])
  #expect(
    problems(
      #"{"id": "t", "text": "{d}と{n}", "kana": "{d}と{n}", "gloss": "g"}"#,
      slots: #""n": {"kind": "range", "min": 1, "max": 9}, "d": {"kind": "dateTime", "min": 2000, "max": 2020}"#)
      == [
        "\(field).text: the slot {d} is a date and time, whose answer holds a space, so it must be the only slot"
      ])
  #expect(
    problems(
      #"{"id": "t", "text": "{n}です", "kana": "{n}です", "gloss": "g"}"#,
      slots: #""n": {"kind": "range", "min": 1, "max": 20, "counter": "つ"}"#) == [
        "mine.json: topics[1].slots.n.max: 20 has no reading: つ counts only 1–10"
      ])
}

@Test func aFileMixingGoodAndBadTemplatesLoadsItsOtherTopics() {
  var loaded = TopicCatalog()
  let json = """
    {"category": "mine", "topics": [
      {"id": "mine.bad", "title": "B", "kind": "sentences", "slots": {"n": {"kind": "range", "min": 1, "max": 9}},
       "templates": [{"id": "t", "text": "{x}", "kana": "{x}", "gloss": "g"}]},
      {"id": "mine.good", "title": "G", "kind": "sentences", "rate": 0.8, "slots": {"n": {"kind": "range", "min": 1, "max": 9, "counter": "番線"}},
       "templates": [{"id": "t", "text": "{n}に参ります", "kana": "{n}にまいります", "gloss": "Platform {n}."}]}]}
    """
  loaded.add(data: Data(json.utf8), file: "mine.json")
  #expect(loaded.problems.count == 1)
  #expect(loaded.topic(id: "mine.bad") == nil)
  let good = try? #require(loaded.topic(id: "mine.good"))
  var generator = SplitMix64(seed: 3)
  let question = good?.question(context: .sentence, using: &generator)
  let sentence = question?.sentence
  #expect(sentence?.rate == 0.8)
  #expect(sentence?.template == "mine.good/t")
  #expect(question?.display == "\(question?.answer ?? "")番線に参ります")
  #expect(sentence?.gloss == "Platform \(question?.answer ?? "").")
  #expect(sentence?.slots.first?.template == "mine.good/t")
}
