import Foundation

// embed-text INPUT OUTPUT NAME: writes a Swift file declaring `let NAME: String` with the text of
// INPUT, as a raw string literal whose delimiter the text does not contain.
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: embed-text INPUT OUTPUT NAME\n".utf8))
  exit(2)
}
do {
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  var hashes = "#"
  while text.contains("\"" + hashes) { hashes += "#" }
  let swift = """
    // Written at build time from \((arguments[1] as NSString).lastPathComponent); edit that file.
    let \(arguments[3]): String = \(hashes)\"\"\"
    \(text)
    \"\"\"\(hashes)

    """
  try swift.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("embed-text: \(error)\n".utf8))
  exit(1)
}
