import DrillRuntime
import Foundation
import Speech

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

  static func run(_: ParsedArguments) throws -> Int32 {
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

  /// The sentence for `error` when it is a device the learner chose that ALSA cannot open and
  /// does not list: it most likely does not exist. Nil for anything else (ALSA's own default
  /// missing on a machine without sound is reported as no audio device).
  static func unknownDevice(_ error: any Error) -> String? {
    guard case .noAudioDevice(let device, let reason)? = error as? SpeechError,
      device != SpeechSettings.Default.device,
      !AudioDevice.playback().contains(where: { $0.name == device })
    else { return nil }
    return
      "there is no audio device “\(device)” (ALSA: \(reason)); run `countbiki devices` to see the devices."
  }

  /// Throws the sentence of `unknownDevice` when ALSA can neither open nor list `name`.
  static func checkExists(_ name: String) throws {
    if let problem = AudioDevice.openingProblem(name), let sentence = unknownDevice(problem) {
      throw UsageError(sentence)
    }
  }
}
