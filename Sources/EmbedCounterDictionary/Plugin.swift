import Foundation
import PackagePlugin

/// Embeds the counter dictionary, `Topics/dictionary/counters.json`, in the reading engine at
/// build time, so that every copy of countbiki reads counters from the one file in `Topics/`
/// without having to find it at run time.
@main
struct EmbedCounterDictionary: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let input = context.package.directoryURL.appending(path: "Topics/dictionary/counters.json")
    let output = context.pluginWorkDirectoryURL.appending(path: "CounterDictionary+Text.swift")
    return [
      .buildCommand(
        displayName: "Embedding the counter dictionary",
        executable: try context.tool(named: "embed-text").url,
        arguments: [input.path, output.path, "counterDictionaryText"],
        inputFiles: [input], outputFiles: [output])
    ]
  }
}
