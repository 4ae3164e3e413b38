/// What every file of the executable speaks: the command-line vocabulary (declarations, parsed
/// arguments, usage errors) and the terminal's input (keys, lines, the session's event queue).
@_exported import Options
@_exported import TerminalInput
