import CSpawn
import Glibc
import Synchronization

/// A helper program (a speech engine, a worker) started in a session, and so a process group, of
/// its own, so that ending it ends everything it started: a shell script's `sleep`, a forked
/// helper. The one home for running a child: every engine and worker goes through it.
///
/// - Its own session is also its own scheduling group: an engine gets its share of the
///   processor beside everything countbiki's own threads do, instead of a slice of theirs.
/// - The group is killed (SIGKILL to every member) when the deadline passes, when the caller
///   ends it, when its leader has ended (a grandchild left behind would hold the output pipe
///   open), and by `endAll()` when countbiki itself is stopped.
/// - Output is read with a cap: a program that writes more is ended, not buffered.
/// - The child's signal mask is empty and every signal has its default action; it inherits no
///   descriptor but the three given to it.
public final class ChildGroup: Sendable {
  /// What a child's standard input or output is connected to.
  public enum Stream: Sendable {
    case null
    case pipe
  }

  /// How a child's run ended.
  public enum Ending: Hashable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    /// Still running at its deadline: its group was killed.
    case overDeadline
    /// It wrote more than the cap: its group was killed.
    case tooMuchOutput
    /// Its group was ended by the caller (`end()`, `endAll()`).
    case ended
  }

  /// The leader's process id, which is also the group's id.
  public let pid: pid_t
  /// The writing end of the child's standard input, when it is a pipe.
  public let input: Int32?
  /// The reading end of the child's standard output, when it is a pipe.
  public let output: Int32?
  /// Readable once the leader has ended (a pidfd), or -1 on a kernel without one.
  private let ending: Int32
  private let state = Mutex(State())

  private struct State {
    var ended: Ending?
    var killedBy: Ending?
    var inputOpen = true
  }

  /// Every group started and not yet reaped, for `endAll()`.
  private struct Registry {
    var running: Set<pid_t> = []
    /// The groups `endAll()` killed, until they are reaped.
    var endedByAll: Set<pid_t> = []
    /// Set by `endAll()`: no child may start.
    var stopping = false
  }

  private static let live = Mutex(Registry())

  /// Starts `program` (a path) with `arguments`, in `environment` (nil: countbiki's own).
  public init(
    _ program: String, _ arguments: [String], environment: [String: String]? = nil,
    input: Stream = .null, output: Stream = .null
  ) throws(SystemError) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var inputEnds: [Int32] = [-1, -1]
    var outputEnds: [Int32] = [-1, -1]
    if input == .pipe, cspawn_pipe_closed_on_exec(&inputEnds) != 0 { throw SystemError(errno) }
    if output == .pipe, cspawn_pipe_closed_on_exec(&outputEnds) != 0 {
      let code = errno
      Self.closeAll(inputEnds)
      throw SystemError(code)
    }
    if input == .pipe {
      posix_spawn_file_actions_adddup2(&actions, inputEnds[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    if output == .pipe {
      posix_spawn_file_actions_adddup2(&actions, outputEnds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    cspawn_add_close_from(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    var none = sigset_t()
    sigfillset(&all)
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | cspawn_new_session_flag())
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let pairs = environment.map { $0.map { "\($0.key)=\($0.value)" } }
    let envp = pairs.map { $0.map { strdup($0) } + [nil] }
    defer { for pointer in argv + (envp ?? []) { free(pointer) } }
    var child: pid_t = 0
    // Registered under the lock so that `endAll()` cannot run between the start and the record.
    let status = Self.live.withLock { live in
      guard !live.stopping else { return ECANCELED }
      let status =
        if let envp {
          posix_spawn(&child, program, &actions, &attributes, argv, envp)
        } else {
          posix_spawn(&child, program, &actions, &attributes, argv, environ)
        }
      if status == 0 { live.running.insert(child) }
      return status
    }
    if input == .pipe { close(inputEnds[0]) }
    if output == .pipe { close(outputEnds[1]) }
    guard status == 0 else {
      if input == .pipe { close(inputEnds[1]) }
      if output == .pipe { close(outputEnds[0]) }
      throw SystemError(status)
    }
    pid = child
    self.input = input == .pipe ? inputEnds[1] : nil
    self.output = output == .pipe ? outputEnds[0] : nil
    ending = cspawn_pidfd_open(child)
  }

  deinit {
    end()
    _ = wait(until: .now + .seconds(5))
    if let output { close(output) }
    closeInput()
    if ending >= 0 { close(ending) }
  }

  private static func closeAll(_ descriptors: [Int32]) {
    for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
  }

  /// Closes the child's standard input: it reads end of file.
  public func closeInput() {
    guard let input else { return }
    let wasOpen = state.withLock { state in
      defer { state.inputOpen = false }
      return state.inputOpen
    }
    if wasOpen { close(input) }
  }

  /// Kills the whole group now; `wait` then reports `.ended`.
  public func end() { kill(as: .ended) }

  /// Kills the group of every child still running, and starts no child from now on (a new
  /// one fails with ECANCELED): countbiki is stopping, and work still under way must not start
  /// an engine it would then wait for.
  public static func endAll() {
    endRunning(refusingMore: true)
  }

  /// Kills the group of every child running now. `refusingMore` makes every later start fail
  /// (countbiki is exiting); without it a stop signal that a session handles itself ends the
  /// engines of that moment and leaves the process able to start others.
  public static func endRunning(refusingMore: Bool) {
    live.withLock { live in
      if refusingMore { live.stopping = true }
      live.endedByAll.formUnion(live.running)
      // Under the lock: none of these leaders can be reaped meanwhile, so each id still names
      // its group.
      for pid in live.running { Glibc.kill(-pid, SIGKILL) }
    }
  }

  private func kill(as reason: Ending) {
    let alive = state.withLock { state in
      if state.ended == nil && state.killedBy == nil { state.killedBy = reason }
      return state.ended == nil
    }
    // The leader is not reaped yet, so its id still names this group and no other.
    if alive { Glibc.kill(-pid, SIGKILL) }
  }

  /// Waits (holding this thread) until the leader ends or `deadline` passes, when the group is
  /// killed; then kills whatever is left of the group, reaps the leader and says how it ended.
  @discardableResult
  public func wait(until deadline: ContinuousClock.Instant) -> Ending {
    if let ended = state.withLock({ $0.ended }) { return ended }
    while !leaderEnded(waitingUntil: deadline) {
      if ContinuousClock.now >= deadline { kill(as: .overDeadline) }
    }
    return reap()
  }

  /// Whether the leader has ended, waiting for it at most until `deadline` (a little past it
  /// once the group has been killed, which ends it at once).
  private func leaderEnded(waitingUntil deadline: ContinuousClock.Instant) -> Bool {
    var info = siginfo_t()
    if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
      info._sifields._kill.si_pid == pid
    {
      return true
    }
    let left = max(deadline - .now, .milliseconds(1))
    let milliseconds = Int32(min((left / .milliseconds(1)).rounded(.up), 1000))
    if ending >= 0 {
      var entry = pollfd(fd: ending, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, milliseconds)
    } else {
      usleep(UInt32(min(milliseconds, 5)) * 1000)
    }
    return false
  }

  /// Kills what is left of the group (the leader has ended), then reaps the leader.
  private func reap() -> Ending {
    Glibc.kill(-pid, SIGKILL)
    var status: Int32 = 0
    // The leader has ended, so this does not block; under the lock, so `endAll()` never
    // signals an id reaped and free for reuse.
    let endedByAll = Self.live.withLock { live in
      _ = retryingInterrupted { waitpid(pid, &status, 0) }
      live.running.remove(pid)
      return live.endedByAll.remove(pid) != nil
    }
    let signal = status & 0x7f
    return state.withLock { state in
      let ending =
        state.killedBy ?? (endedByAll ? .ended : nil)
        ?? (signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal))
      state.ended = ending
      return ending
    }
  }

  /// Reads the child's standard output to its end, at most `cap` bytes, until `deadline`; then
  /// waits for the child as `wait(until:)` does. A child that writes more than `cap` bytes, or
  /// is still writing at the deadline, is killed with its group.
  public func readOutput(cap: Int, until deadline: ContinuousClock.Instant) -> (
    bytes: [UInt8], ending: Ending
  ) {
    guard let output else { return ([], wait(until: deadline)) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    reading: while true {
      let left = deadline - .now
      guard left > .zero else {
        kill(as: .overDeadline)
        break
      }
      var entries = [
        pollfd(fd: output, events: Int16(POLLIN), revents: 0),
        pollfd(fd: ending, events: Int16(POLLIN), revents: 0),
      ]
      let milliseconds = Int32(min((left / .milliseconds(1)).rounded(.up), 1000))
      _ = poll(&entries, ending >= 0 ? 2 : 1, ending >= 0 ? milliseconds : min(milliseconds, 5))
      if entries[0].revents != 0 {
        let count = chunk.withUnsafeMutableBytes { readSome(output, into: $0) }
        if count <= 0 { break reading }
        guard bytes.count + count <= cap else {
          kill(as: .tooMuchOutput)
          break reading
        }
        bytes += chunk[0..<count]
      } else if ending >= 0 && entries[1].revents != 0 {
        // The leader ended; a grandchild may still hold the pipe: end the group, then drain
        // what was written before.
        Glibc.kill(-pid, SIGKILL)
      }
    }
    return (bytes, wait(until: deadline))
  }
}
