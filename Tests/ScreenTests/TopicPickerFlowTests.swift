import CountBikiKit
import Foundation
import Screen
import TerminalInput
import Testing

/// Two categories of two topics each, and an empty one the picker leaves out.
private let catalog: TopicCatalog = {
  var catalog = TopicCatalog()
  for (category, order) in [("coins", 1), ("sticks", 2)] {
    let json = """
      {"category": "\(category)", "title": "All \(category)", "order": \(order), "topics": [
        {"id": "\(category).a", "title": "A", "description": "first", "kind": "range", "min": 1, "max": 9, "counter": "本"},
        {"id": "\(category).b", "title": "B", "kind": "range", "min": 1, "max": 9, "counter": "本"}]}
      """
    catalog.add(data: Data(json.utf8), file: "\(category).json")
  }
  catalog.add(data: Data(#"{"category": "empty", "order": 3, "topics": []}"#.utf8), file: "e.json")
  return catalog
}()

private func flow(last: String? = nil, askMode: Bool = true) throws -> TopicPickerFlow {
  try #require(TopicPickerFlow(catalog: catalog, last: last, askMode: askMode))
}

@Test func theCategoriesComeFirstWithTheirTopicCounts() throws {
  let picker = try flow()
  #expect(picker.screen.heading == "Choose a category")
  #expect(
    picker.screen.items == [
      PickerScreen.Item(label: "coins", detail: "All coins (2)"),
      PickerScreen.Item(label: "sticks", detail: "All sticks (2)"),
    ])
  #expect(picker.screen.selected == 0)
  #expect(TopicPickerFlow(catalog: TopicCatalog(), last: nil, askMode: true) == nil)
}

@Test func aCategoryThenATopicThenAModeIsPicked() throws {
  var picker = try flow()
  #expect(picker.handle(.move(1)) == nil)
  #expect(picker.handle(.choose) == nil)
  #expect(picker.screen.heading == "Choose a topic in sticks")
  #expect(
    picker.screen.items == [
      PickerScreen.Item(label: "all", detail: "every sticks topic, mixed"),
      PickerScreen.Item(label: "sticks.a", detail: "A", note: "first"),
      PickerScreen.Item(label: "sticks.b", detail: "B"),
    ])
  #expect(picker.handle(.digit(3)) == nil)
  #expect(picker.handle(.choose) == nil)
  #expect(picker.screen.heading == "How long?")
  #expect(picker.screen.items.map(\.label) == ["10 questions", "20 questions", "1 minute", "5 minutes", "no limit"])
  #expect(picker.handle(.move(-1)) == nil)
  #expect(picker.handle(.choose) == .picked(.init(name: "sticks.b", mode: .infinite)))
}

@Test func allOfACategoryIsPickedByItsName() throws {
  var picker = try flow(askMode: false)
  _ = picker.handle(.choose)
  #expect(picker.handle(.choose) == .picked(.init(name: "coins", mode: nil)))
}

@Test func backGoesUpAStepAndLeavesFromTheCategories() throws {
  var picker = try flow()
  _ = picker.handle(.choose)
  _ = picker.handle(.move(1))
  _ = picker.handle(.choose)
  _ = picker.handle(.move(2))
  #expect(picker.handle(.back) == nil)
  // The topic list keeps its selection; the modes keep theirs until another category is chosen.
  #expect(picker.screen.heading == "Choose a topic in coins")
  #expect(picker.screen.selected == 1)
  _ = picker.handle(.choose)
  #expect(picker.screen.selected == 2)
  _ = picker.handle(.back)
  _ = picker.handle(.back)
  #expect(picker.screen.heading == "Choose a category")
  _ = picker.handle(.choose)
  _ = picker.handle(.choose)
  #expect(picker.screen.selected == 0)
  _ = picker.handle(.back)
  _ = picker.handle(.back)
  #expect(picker.handle(.back) == .quit)
}

@Test func quitLeavesFromAnyStep() throws {
  var picker = try flow()
  _ = picker.handle(.choose)
  #expect(picker.handle(.quit) == .quit)
}

@Test func theLastTopicPickedIsSelectedAgain() throws {
  var picker = try flow(last: "sticks.b")
  #expect(picker.screen.selected == 1)
  _ = picker.handle(.choose)
  #expect(picker.screen.selected == 2)
  // A category picked last time selects it and "all".
  var byCategory = try flow(last: "sticks")
  #expect(byCategory.screen.selected == 1)
  _ = byCategory.handle(.choose)
  #expect(byCategory.screen.selected == 0)
}
