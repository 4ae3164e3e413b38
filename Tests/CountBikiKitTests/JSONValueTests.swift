import CountBikiKit
import Foundation
import Testing

@Test func anyJSONIsKeptAsItWasReadAndWrittenBackTheSame() throws {
  let text = #"{"a":[1,true,null,"x",{"b":2.5}],"c":false,"d":"ん"}"#
  let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
  #expect(
    value
      == .object([
        "a": .array([.number(1), .bool(true), .null, .string("x"), .object(["b": .number(2.5)])]),
        "c": .bool(false), "d": .string("ん"),
      ]))
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == text)
}
