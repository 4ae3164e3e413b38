import Foundation

/// A Kokoro installation whose worker is a small stand-in script (no model), so that a worker
/// that hangs, crashes or answers garbage is tested in a fraction of a second.
public struct FakeKokoro {
  public let environment: [String: String]
  /// One line per worker started.
  public let starts: URL

  /// `behaviour` is Python run for each request after the greeting, with `request` (the JSON)
  /// and `answer(message, samples)` in scope.
  public init(_ behaviour: String) throws {
    let home = try TemporaryFolder.make("countbiki-fake-kokoro")
    let folder = home.appendingPathComponent(".local/share/countbiki/engines/kokoro")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("venv/bin"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("model"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("venv/bin/python").path, withDestinationPath: "/usr/bin/python3")
    try Data().write(to: folder.appendingPathComponent("model/kokoro-v1.0.int8.onnx"))
    starts = home.appendingPathComponent("starts")
    let script = home.appendingPathComponent("worker.py")
    let indented = behaviour.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    try """
      import json, struct, sys, time
      open(\(Self.pythonString(starts.path)), "a").write("start\\n")
      stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
      def answer(message, samples=None):
          body = json.dumps(message).encode()
          stdout.write(struct.pack(">I", len(body)) + body)
          if samples is not None:
              stdout.write(struct.pack(">I", len(samples)) + samples)
          stdout.flush()
      while True:
          head = stdin.read(4)
          if len(head) < 4:
              sys.exit(0)
          request = json.loads(stdin.read(struct.unpack(">I", head)[0]))
          if request["op"] == "hello":
              answer({"ok": True, "version": "0", "voices": ["jf_alpha"], "sampleRate": 24000, "threads": 1,
                      "table": {"ろ": "ɾo", "ぴゃ": "pʲa", "ぽ": "po"}})
              continue
      \(indented)

      """.write(to: script, atomically: true, encoding: .utf8)
    var environment = Isolation.environment(home: home)
    environment["COUNTBIKI_KOKORO_WORKER"] = script.path
    environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "1500"
    self.environment = environment
  }

  /// How many workers were started.
  public var startCount: Int {
    ((try? String(contentsOf: starts, encoding: .utf8)) ?? "").split(separator: "\n").count
  }

  /// `text` as a Python string literal.
  public static func pythonString(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
