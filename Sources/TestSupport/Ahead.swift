/// Runs `body` as a task of high priority. Every test of a run starts at once and the pure
/// sweeps fill the few threads of Swift's concurrency pool; a test that waits on an engine many
/// times over (a sweep through Open JTalk or the Kokoro worker) would wait behind all of them
/// again at every step, and finish last by a minute. At high priority it resumes ahead of them.
public func ahead<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value)
  async throws -> Value
{
  try await Task(priority: .high) { try await body() }.value
}
