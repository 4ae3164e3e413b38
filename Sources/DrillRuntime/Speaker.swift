import CountBikiKit
import Foundation
import SpeechClient

/// What the runtime needs from sound: say a request (returning when it has been said), stop, and
/// make a request's audio ahead of time. `.silent` is the value for `--audio none`, where the
/// transcript or screen shows the reading as text instead.
public struct Speaker: Sendable {
  /// Says `request` for question `number` of the session, returning once it has been said.
  /// Cancelling the calling task stops the sound.
  public var say: @Sendable (_ request: SpeechRequest, _ number: Int) async throws -> Void
  /// Stops whatever is being said now.
  public var cancel: @Sendable () async -> Void
  /// Starts making `request`'s audio in the background and returns at once, so the audio is
  /// ready when it is due.
  public var prefetch: @Sendable (SpeechRequest) -> Void

  public init(
    say: @escaping @Sendable (_ request: SpeechRequest, _ number: Int) async throws -> Void,
    cancel: @escaping @Sendable () async -> Void,
    prefetch: @escaping @Sendable (SpeechRequest) -> Void = { _ in }
  ) {
    self.say = say
    self.cancel = cancel
    self.prefetch = prefetch
  }

  /// A speaker that does not care which question it is saying.
  public init(
    speak: @escaping @Sendable (SpeechRequest) async throws -> Void,
    cancel: @escaping @Sendable () async -> Void
  ) {
    self.init(say: { request, _ in try await speak(request) }, cancel: cancel)
  }

  public func speak(_ request: SpeechRequest, question number: Int = 0) async throws {
    try await say(request, number)
  }

  public static let silent = Speaker(say: { _, _ in }, cancel: {})

  /// A speaker that cannot speak: every utterance fails with `reason`.
  public static func failing(_ reason: String) -> Speaker {
    Speaker(say: { _, _ in throw Unavailable(description: reason) }, cancel: {})
  }

  private struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }
}

/// The one sentence a drill prints when sound stops working and it goes on showing text.
public enum AudioNotice {
  public static func sentence(for error: any Error) -> String {
    "\(reason(for: error)); showing the readings as text."
  }

  /// What went wrong, without a closing full stop.
  public static func reason(for error: any Error) -> String {
    var reason = (error as? SpeechError)?.description ?? "\(error)"
    if reason.hasSuffix(".") { reason.removeLast() }
    return reason
  }
}
