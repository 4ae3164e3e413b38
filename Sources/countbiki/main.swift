import Foundation
import LiveDrill
import ProcessIO

// Standard streams first, so the signal pipe cannot take a closed stream's number.
Output.reserveStandardStreams()
ProcessSignals.install(restoreTerminal: RawMode.restoreFromSignal)
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
