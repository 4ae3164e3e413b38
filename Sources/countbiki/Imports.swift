/// The command-line vocabulary (declarations, parsed arguments, usage errors) every command
/// file of the executable speaks.
@_exported import Options
