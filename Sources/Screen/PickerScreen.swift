import TextWidth

/// A numbered list to choose from with arrow keys or by typing a number: the topic picker's
/// categories, then the topics of one category.
public struct PickerScreen: Equatable, Sendable {
  public var heading: String
  public var items: [Item]
  public var selected: Int
  /// The digits typed so far to jump to an item.
  public var typed: String

  public struct Item: Equatable, Sendable {
    public var label: String
    public var detail: String
    /// Shown below the list while the item is selected: a topic's description.
    public var note: String
    public init(label: String, detail: String = "", note: String = "") {
      self.label = label
      self.detail = detail
      self.note = note
    }
  }

  public init(heading: String, items: [Item], selected: Int = 0, typed: String = "") {
    self.heading = heading
    self.items = items
    self.selected = selected
    self.typed = typed
  }

  /// Moves the selection by `offset`, wrapping around at the ends.
  public mutating func move(_ offset: Int) {
    guard !items.isEmpty else { return }
    selected = ((selected + offset) % items.count + items.count) % items.count
    typed = ""
  }

  /// A typed digit: selects the item with the number typed so far (`1` then `3` selects 13);
  /// starts over when no item has that number.
  public mutating func type(_ digit: Int) {
    var number = Int(typed + String(digit)) ?? 0
    if number < 1 || number > items.count {
      typed = ""
      number = digit
    }
    guard (1...items.count).contains(number) else { return }
    selected = number - 1
    typed = number * 10 > items.count ? "" : String(number)
  }

  public func frame(size: TerminalSize, color: Bool) -> Frame {
    let width = size.columns
    var lines = [StyledLine(heading, .bold), StyledLine(String(repeating: "-", count: width))]
    let footer = StyledLine.flow(
      ["Up/Down or 1-9 choose", "Enter pick", "Esc back", "q quit"], width: width)
    let note = items.indices.contains(selected) ? items[selected].note : ""
    let noteLines = note.isEmpty ? [] : note.wrapped(to: width - 2).prefix(2).map { "  " + $0 }
    let room = max(1, size.rows - lines.count - 2 - footer.count - noteLines.count)
    let numberWidth = String(items.count).count
    let labelWidth = min(items.map(\.label.terminalWidth).max() ?? 0, width / 2)
    let first = min(max(0, selected - room + 1), max(0, items.count - room))
    for index in first..<min(items.count, first + room) {
      let item = items[index]
      let number = String(index + 1)
      var text =
        (index == selected ? "> " : "  ")
        + String(repeating: " ", count: numberWidth - number.count) + number + "  "
      text += item.label
      if !item.detail.isEmpty {
        text +=
          String(repeating: " ", count: max(0, labelWidth - item.label.terminalWidth)) + "  "
          + item.detail
      }
      lines.append(StyledLine(text, index == selected ? .bold : .plain).truncated(to: width))
    }
    lines.append(StyledLine())
    lines += noteLines.map { StyledLine($0) }
    lines.append(StyledLine(String(repeating: "-", count: width)))
    lines += footer
    return Frame(lines, cursor: nil, size: size, color: color)
  }
}
