/// What every file of the executable speaks: the command-line vocabulary (declarations, parsed
/// arguments, usage errors), the terminal's input (keys, lines, the session's event queue), and
/// the process's output and stop signals.
@_exported import Options
@_exported import Setup
@_exported import ProcessIO
@_exported import TerminalInput
