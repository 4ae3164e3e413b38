import CommandArguments
import Foundation
import Options
import ProcessIO
import Setup
import Speech
import SpeechClient

/// `countbiki devices`: ALSA's playback devices, and which one countbiki plays on.
enum DevicesCommand: Command {
  static let spec = CommandSpec(
    name: "devices",
    summary: "list the ALSA playback devices (for --device and config set device)",
    positionals: .none, options: [],
    about: """
      Lists ALSA's playback devices with their descriptions, as `aplay -L` does, and marks
      with * the one countbiki plays on: the one set with `countbiki config set device
      NAME`, or ALSA's `default`. Give a name to --device on say or drill to play there once.
      """)

  static func run(_: Words) throws -> Int32 {
    let chosen = try ConfigFile.standard.load().device ?? SpeechSettings.Default.device
    var devices = AudioDevice.playback()
    if !devices.contains(where: { $0.name == chosen }) {
      devices.insert(AudioDevice(name: chosen, description: "(not listed by ALSA)"), at: 0)
    }
    let width = devices.map(\.name.count).max() ?? 0
    for device in devices {
      let mark = device.name == chosen ? "*" : " "
      Output.line(
        "\(mark) \(device.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(device.description)"
      )
    }
    return ExitStatus.success
  }
}
