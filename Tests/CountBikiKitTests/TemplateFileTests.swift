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

@Test func aBadRelationGetsOneSentenceNamingFileTemplateAndRelationWhileOtherTopicsLoad() {
  let two = #""n": {"kind": "range", "min": 1, "max": 9, "counter": "番線"}, "m": {"kind": "range", "min": 1, "max": 9, "counter": "番線"}"#
  #expect(
    problems(
      #"{"id": "t", "text": "{n}と{m}", "kana": "{n}と{m}", "gloss": "g", "relations": ["n > x"]}"#, slots: two)
      == [
        "\(field).relations[0]: “n > x” names x, which is neither a slot of the template nor a variable under draw; the template has {n}, {m}"
      ])
  #expect(
    problems(
      #"{"id": "t", "text": "{n}と{m}", "kana": "{n}と{m}", "gloss": "g", "relations": ["n = m + 1", "m = n - 1"]}"#,
      slots: two) == [
        "\(field).relations: “n = m + 1” and “m = n - 1” draw their slots from each other in a cycle; draw one of them from the others only"
      ])
  #expect(
    problems(
      #"{"id": "t", "text": "{n}と{m}", "kana": "{n}と{m}", "gloss": "g", "relations": ["n > m + 8"]}"#, slots: two)
      == [
        "\(field).relations: no draw satisfies “n > m + 8” in 1000 tries; widen the slots' ranges or loosen the relation"
      ])
  #expect(
    problems(
      #"{"id": "t", "text": "{n}と{m}", "kana": "{n}と{m}", "gloss": "g", "draw": {"k": [5, 3]}, "relations": ["n = k"]}"#,
      slots: two) == [
        "\(field).draw.k: [5, 3] cannot be drawn: the lowest is above the highest"
      ])
  #expect(
    problems(
      #"{"id": "t", "text": "{n}と{n}", "kana": "{n}と{n}", "gloss": "g", "relations": ["n > 1"]}"#)
      == [
        "\(field).relations[0]: “n > 1” names {n}, which the text says 2 times; give each its own name under the template's slots"
      ])
  #expect(
    problems(#"{"id": "t", "text": "{n}", "kana": "{n}", "gloss": "g", "relations": ["n >"]}"#) == [
      "\(field).relations[0]: “n >” ends where a number or a slot was expected"
    ])
}

@Test func relatedSlotsAreDrawnTogether() {
  let loaded = catalog(
    #"{"id": "t", "text": "{floor}の{room}", "kana": "{floor}の{room}", "gloss": "Room {room} on floor {floor}", "draw": {"k": [1, 20]}, "relations": ["room = floor * 100 + k"]}"#,
    slots: #""floor": {"kind": "range", "min": 2, "max": 30, "counter": "階"}, "room": {"kind": "range", "min": 201, "max": 3020, "counter": "号室", "grouped": false}"#)
  let topic = try! #require(loaded.topic(id: "mine.s"))
  var rng = SplitMix64(seed: 7)
  for _ in 0..<200 {
    let q = topic.question(context: .sentence, using: &rng)
    let floor = q.values[0]
    let room = q.values[1]
    #expect(room / 100 == floor && (1...20).contains(room % 100), "\(q.display)")
  }
}

@Test func glossesAgreeInNumber() {
  #expect(Gloss.agreeing("1 minute[s]") == "1 minute")
  #expect(Gloss.agreeing("2 minute[s]") == "2 minutes")
  #expect(Gloss.agreeing("There [is|are] 1 of us") == "There is 1 of us")
  #expect(Gloss.agreeing("There [is|are] 3 of us") == "There are 3 of us")
  #expect(Gloss.agreeing("Take 1 tablet[s] 3 time[s] a day.") == "Take 1 tablet 3 times a day.")
  #expect(Gloss.agreeing("I will give you 1 [day's|days'] worth") == "I will give you 1 day's worth")
  #expect(Gloss.agreeing("¥1,280 for 10 item[s]") == "¥1,280 for 10 items")
}
