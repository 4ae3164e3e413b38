import CountBikiKit
import Foundation

/// An adaptive session's levels in the learner's words.
extension Staircase {
  /// The line that ends an adaptive session: `you catch money.conbini at +3.0 dB in shop noise,
  /// at 1.20× speed (estimated from 24 answers)`; with no answer judged there is nothing to
  /// estimate from, and the line says so.
  public func thresholdLine(topics: [String]) -> String {
    guard trials > 0 else {
      return "Threshold: not estimated; no answer was judged in \(scene) noise."
    }
    let (snr, rate) = estimate
    let answers = "\(trials) \(trials == 1 ? "answer" : "answers")"
    let how = isDone ? "found in \(answers)" : "estimated from \(answers)"
    return
      "Threshold: you catch \(topics.joined(separator: " + ")) at \(Self.decibels(snr)) in \(scene) noise, at \(Self.speed(rate)) speed (\(how))."
  }

  /// A speech-to-noise ratio as the learner reads it: `+3.0 dB`, `−2.0 dB`.
  public static func decibels(_ snr: Double) -> String {
    "\(snr >= 0 ? "+" : "−")\(String(format: "%.1f", abs(snr))) dB"
  }

  /// A speaking-rate multiplier as the learner reads it: `1.20×`.
  public static func speed(_ rate: Double) -> String {
    "\(String(format: "%.2f", rate))×"
  }
}
