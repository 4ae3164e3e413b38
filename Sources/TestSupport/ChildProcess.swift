import CSpawn
import Foundation
import Synchronization
import SystemCalls

/// A program a test runs: started with `posix_spawn`, its output written to files, and waited for
/// by the test itself with `waitpid`, always with a deadline.
///
/// Foundation's `Process` learns of a child's end from a `SIGCHLD` handler of its own, and a test
/// run has been seen to wait forever on a child that had long been killed. Here the test reaps
/// its own child, so a wait ends when the child does or when its deadline passes. The child's
/// standard input is a pipe whose writing end no other child inherits, its signal mask is empty
/// and every signal has its default action, whatever the test process has set.
public final class ChildProcess {
  /// What the child reads on standard input.
  public enum Input: Sendable {
    /// `/dev/null`.
    case none
    /// `text`, then end of file.
    case text(String)
    /// A pipe the test writes to with `write(_:)` and closes with `closeInput()`.
    case open
  }

  /// How a child ended.
  public enum Termination: Hashable, Sendable {
    case exited(Int32)
    case signalled(Int32)

    /// The exit status, or the number of the signal that ended it (as `Process` reports them).
    public var status: Int32 {
      switch self {
      case .exited(let status), .signalled(let status): status
      }
    }
  }

  public let pid: pid_t
  private var input: Int32?
  private var ended: Termination?

  /// Starts `executable` with `arguments` in exactly `environment`, in `directory` (by default
  /// the test's own); standard output and error go to the files `output` and `error` (created or
  /// emptied), or to `/dev/null` when nil.
  ///
  /// The child starts with the signals in `blocked` blocked (as some supervisors start
  /// programs), every other signal unblocked.
  ///
  /// With `realTime`, the child starts a session of its own, which Linux schedules as a group
  /// of its own beside the test process's group, raised to nice -10 where the process may: a
  /// player timed against a sound server then keeps its share of the CPU however busy the
  /// test's other tests, or other programs, keep it. (Raising the child's own priority is not
  /// enough: libdispatch sets its worker threads' priority from their quality of service.)
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    directory: URL? = nil, input: Input = .none, output: URL? = nil, error: URL? = nil,
    realTime: Bool = false, blocked: [Int32] = []
  ) throws {
    Self.ignoreBrokenPipes
    (pid, self.input) = try Self.spawning.withLock { _ in
      try Self.spawn(
        [executable] + arguments, environment: environment, directory: directory,
        piped: !Self.isNone(input), output: output, error: error, session: realTime,
        blocked: blocked)
    }
    if realTime { Self.raiseGroup(of: pid) }
    if case .text(let text) = input {
      write(text)
      closeInput()
    }
  }

  private static func isNone(_ input: Input) -> Bool {
    if case .none = input { true } else { false }
  }

  /// Held from a pipe's creation until its child has its end, so that no other child started
  /// meanwhile inherits the pipe before it is marked close-on-exec.
  private static let spawning = Mutex(())

  /// Starts `argv`; returns the child and, when `piped`, the writing end of its standard input.
  private static func spawn(
    _ argv: [String], environment: [String: String], directory: URL?, piped: Bool, output: URL?,
    error: URL?, session: Bool, blocked: [Int32]
  ) throws -> (pid_t, Int32?) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if piped {
      guard pipe(&pipeEnds) == 0 else { throw ChildProcessError.pipe(errno) }
      for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    for (descriptor, file) in [(Int32(1), output), (Int32(2), error)] {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, file?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    // Nothing else the test process has open reaches the child: a file another test is still
    // writing would otherwise stay open in it, and a program copied there could not be run
    // ("Text file busy") while the child lives.
    cspawn_add_close_from(&actions, 3)
    if let directory { cspawn_add_change_folder(&actions, directory.path) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    var none = sigset_t()
    sigfillset(&all)
    sigemptyset(&none)
    for number in blocked { sigaddset(&none, number) }
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        | (session ? cspawn_new_session_flag() : 0))

    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in cArguments + cEnvironment { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, argv[0], &actions, &attributes, cArguments, cEnvironment)
    if piped { close(pipeEnds[0]) }
    guard status == 0 else {
      if piped { close(pipeEnds[1]) }
      throw ChildProcessError.spawn(argv[0], status)
    }
    return (child, piped ? pipeEnds[1] : nil)
  }

  deinit {
    closeInput()
    if ended == nil {
      kill(pid, SIGKILL)
      _ = try? wait(.seconds(5))
    }
  }

  /// Writes `text` to the child's standard input; a child that has stopped reading is not an
  /// error here (the test checks what it printed).
  public func write(_ text: String) {
    guard let input else { return }
    _ = Array(text.utf8).withUnsafeBytes { writeAll(input, $0) }
  }

  /// Closes the child's standard input: it reads end of file.
  public func closeInput() {
    if let input { close(input) }
    input = nil
  }

  /// Sends `signal` to the child.
  public func send(_ signal: Int32) {
    if ended == nil { kill(pid, signal) }
  }

  /// How the child ended, or nil while it runs; reaps it once it has ended.
  public var termination: Termination? {
    if ended == nil { ended = Self.reap(pid) }
    return ended
  }

  /// Waits until the child ends, checking every millisecond; past `limit` it is killed and the
  /// wait throws. For code already on a thread of its own: the caller's thread is held.
  @discardableResult
  public func wait(_ limit: Duration) throws -> Termination {
    if let ended { return ended }
    let termination = try Self.reap(pid, within: limit).termination
    ended = termination
    return termination
  }

  /// Waits as `wait(_:)` does, on a thread of its own, so that a test awaiting it holds none of
  /// the few threads of Swift's concurrency pool; returns how the child ended and when that was
  /// seen, an instant that does not depend on when the awaiting task runs again.
  @discardableResult
  public func wait(_ limit: Duration) async throws -> (
    termination: Termination, ended: ContinuousClock.Instant
  ) {
    if let ended { return (ended, .now) }
    let pid = pid
    let reaped = try await onThread { try Self.reap(pid, within: limit) }
    ended = reaped.termination
    return reaped
  }

  /// Reaps `pid` if it has ended.
  private static func reap(_ pid: pid_t) -> Termination? {
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  /// Reaps `pid` once it has ended; past `limit` it is killed and this throws. The thread sleeps
  /// until the child ends (on a pidfd, which wakes it the moment the child does) rather than
  /// checking every millisecond, which costs a waiting test CPU the others could use; where
  /// the kernel has no pidfd it checks every millisecond.
  private static func reap(_ pid: pid_t, within limit: Duration) throws -> (
    termination: Termination, ended: ContinuousClock.Instant
  ) {
    let clock = ContinuousClock()
    let end = clock.now + limit
    let ending = cspawn_pidfd_open(pid)
    defer { if ending >= 0 { close(ending) } }
    while true {
      if let termination = reap(pid) { return (termination, clock.now) }
      let left = end - clock.now
      guard left > .zero else {
        kill(pid, SIGKILL)
        throw ChildProcessError.timedOut(pid, limit)
      }
      if ending >= 0 {
        var entry = pollfd(fd: ending, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, Int32(min((left / .milliseconds(1)).rounded(.up), 1000)))
      } else {
        usleep(1000)
      }
    }
  }

  /// Raises the scheduling group of `pid`, the leader of a session of its own, to nice -10
  /// where the process may (see `init`).
  public static func raiseGroup(of pid: pid_t) {
    try? Data("-10".utf8).write(to: URL(fileURLWithPath: "/proc/\(pid)/autogroup"))
  }

  /// A test writing to a child that has ended gets `EPIPE`, not a signal that ends the test run.
  private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}

/// A child that could not be started or did not end in time.
public enum ChildProcessError: Error, CustomStringConvertible {
  case pipe(Int32)
  case spawn(String, Int32)
  case timedOut(pid_t, Duration)

  public var description: String {
    switch self {
    case .pipe(let code): "no pipe for a child's input: \(String(cString: strerror(code)))"
    case .spawn(let program, let code):
      "could not start \(program): \(String(cString: strerror(code)))"
    case .timedOut(let pid, let limit): "process \(pid) did not end within \(limit); killed it"
    }
  }
}
