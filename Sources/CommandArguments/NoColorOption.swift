import Options

/// `--no-color`, declared once for the commands that draw the terminal screen.
public enum NoColorOption {
  public static let flag = Flag(
    "no-color", help: "no colour on the terminal screen (also when NO_COLOR is set)")
}
