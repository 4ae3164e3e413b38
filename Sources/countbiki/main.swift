import Foundation

Output.reserveStandardStreams()
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
