import HistoryClient
import Testing

/// Where a run keeps its history, from the flags, the environment and the config setting.
@Suite struct HistoryLocationTests {
  private let environment = [
    "HOME": "/home/learner", "XDG_DATA_HOME": "/data", "COUNTBIKI_HISTORY": "/env.sqlite3",
  ]

  @Test func noHistoryWinsOverEverything() {
    #expect(
      HistoryLocation.resolve(
        noHistory: true, path: "/flag.sqlite3", settingOff: false, environment: environment)
        == .off)
  }

  @Test func aNamedStoreWinsOverTheEnvironmentWhichWinsOverTheSetting() {
    #expect(
      HistoryLocation.resolve(path: "/flag.sqlite3", settingOff: true, environment: environment)
        == .file("/flag.sqlite3"))
    #expect(
      HistoryLocation.resolve(path: nil, settingOff: true, environment: environment)
        == .file("/env.sqlite3"))
    #expect(
      HistoryLocation.resolve(path: "", settingOff: true, environment: ["HOME": "/home/learner"])
        == .off)
  }

  @Test func theStandardPlaceFollowsXDGDataHomeWhenItIsAbsolute() {
    #expect(
      HistoryLocation.resolve(path: nil, settingOff: false, environment: ["XDG_DATA_HOME": "/data"])
        == .file("/data/countbiki/history.sqlite3"))
    #expect(
      HistoryLocation.standardPath(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/learner"])
        == "/home/learner/.local/share/countbiki/history.sqlite3")
  }
}
