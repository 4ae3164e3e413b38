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

/// Foundation's reading of `data` as a JSONValue, or nil where it refuses the document.
private func foundation(_ data: Data) -> JSONValue? {
  func value(_ any: Any) -> JSONValue {
    switch any {
    case let text as String: return .string(text)
    case let number as NSNumber:
      // JSON true/false come as a distinct subclass with the C type `char`.
      if String(cString: number.objCType) == "c" && type(of: number) != NSNumber.self {
        return .bool(number.boolValue)
      }
      return .number(number.doubleValue)
    case let list as [Any]: return .array(list.map(value))
    case let object as [String: Any]: return .object(object.mapValues(value))
    default: return .null
    }
  }
  guard let any = try? JSONSerialization.jsonObject(with: data) else { return nil }
  return value(any)
}

@Test func topicFilesAreReadAsFoundationReadsThem() {
  let documents = [
    #"{}"#, #"[]"#, #" {"a": 1} "#, "\t\r\n[1]\n", #"{"a": [1, 2,]}"#, #"{"a": 1,}"#, #"[,]"#,
    #"[1,,2]"#, #"{,}"#, #"[1 2]"#, #"{"a" 1}"#, #"{1: 2}"#, #""x""#, "1", "", "null",
    #"{"a": 1} x"#, #"{"a": 1} /* c */"#, #"{"a": "\u00e9\u00C9\/\\\"\b\f\n\r\t"}"#,
    #"{"a": "\ud83d\ude00"}"#, #"{"a": "\ud800"}"#, #"{"a": "\udc00x"}"#, #"{"a": "\u12"}"#,
    #"{"a": "\x"}"#, "{\"a\": \"\t\"}", #"{"a": "\u0000"}"#, #"{"a": 1, "a": 2}"#,
    #"[-0, 0.5, -1.5e-3, 1E+2, 2e0, 1.0, 123456789012345678901234567890, 1e-400]"#,
    #"[-]"#, #"[01]"#, #"[1.]"#, #"[.5]"#, #"[+1]"#, #"[1e]"#, #"[1e400]"#, #"[-1e400]"#,
    #"[true, false, null]"#, #"[TRUE]"#, #"[nul]"#, #"[tru]"#, #"{"a": [}"#, #"{"a"#,
    String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
    String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    #"{"日本": "ん", "e\u0301": "é"}"#,
  ]
  var datas = documents.map { Data($0.utf8) }
  datas += [
    Data([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)), Data(#"{"a": "x"#.utf8 + [0xFF] + #""}"#.utf8),
    Data(#"{"a": "x"#.utf8 + [0xF0, 0x9F, 0x98] + #""}"#.utf8),
    #"{"a": ["ü"]}"#.data(using: .utf16LittleEndian)!, #"{"a": 1}"#.data(using: .utf16BigEndian)!,
    #"{"a": 1}"#.data(using: .utf16)!, #"{"a": 1}"#.data(using: .utf32LittleEndian)!,
    #"{"a": 1}"#.data(using: .utf32)!,
  ]
  for data in datas {
    let ours = try? JSONValue(parsing: data)
    #expect(ours == foundation(data), "\(String(decoding: data, as: UTF8.self).prefix(80))")
  }
}
