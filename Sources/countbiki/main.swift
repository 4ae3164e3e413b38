import CommandArguments
import Foundation
import LiveDrill
import ProcessIO
import SystemCalls

// Standard streams first, so the signal pipe cannot take a closed stream's number.
Output.reserveStandardStreams()
ProcessSignals.install(restoreTerminal: RawMode.restoreFromSignal)
let status = CLI.run(Array(CommandLine.arguments.dropFirst()))
// Work a stop signal cut short leaves no engine running and no scratch folder behind.
ChildGroup.endAll()
ScratchFolder.removeAll()
exit(status)
