// swift-tools-version:6.0
import PackageDescription

/// The program's modules are optimized in debug builds too: the suite sweeps the reading engine
/// over tens of thousands of readings, runs the program some five hundred times, makes the
/// clips of every drill it starts and exports a history of 100,000 answers. Unoptimized, they
/// cost most of the suite's time. The test targets and TestSupport are built as usual.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "countbiki",
  platforms: [.macOS(.v15)],
  products: [
    // `countbiki` holds the stop signals before any initializer and starts `countbiki-core`,
    // the program itself (see Sources/countbiki-launcher/main.c); `swift build` builds both.
    .executable(name: "countbiki", targets: ["countbiki-launcher"]),
    .executable(name: "countbiki-core", targets: ["countbiki"]),
    .library(name: "CountBikiKit", targets: ["CountBikiKit"]),
  ],
  targets: [
    .target(
      name: "CountBikiKit",
      swiftSettings: optimizedInDebug,
      plugins: ["EmbedCounterDictionary"]),
    .executableTarget(name: "embed-text"),
    .plugin(
      name: "EmbedCounterDictionary", capability: .buildTool(), dependencies: ["embed-text"],
      path: "Sources/EmbedCounterDictionary"),
    .target(name: "TextWidth", swiftSettings: optimizedInDebug),
    .target(
      name: "Screen", dependencies: ["CountBikiKit", "HistoryClient", "TerminalInput", "TextWidth"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "TopicFiles", dependencies: ["CountBikiKit", "SystemCalls"],
      swiftSettings: optimizedInDebug),
    .target(name: "Options", dependencies: ["TextWidth"], swiftSettings: optimizedInDebug),
    .target(name: "SystemCalls", dependencies: ["CSpawn"], swiftSettings: optimizedInDebug),
    .target(name: "TerminalInput", dependencies: ["SystemCalls"], swiftSettings: optimizedInDebug),
    .target(
      name: "ProcessIO", dependencies: ["SystemCalls", "CSignalGuard"],
      swiftSettings: optimizedInDebug),
    .systemLibrary(
      name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
    .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CVorbis", pkgConfig: "vorbisenc", providers: [.apt(["libvorbis-dev", "libogg-dev"])]),
    .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
    .systemLibrary(
      name: "CRubberBand", pkgConfig: "rubberband", providers: [.apt(["librubberband-dev"])]),
    .systemLibrary(name: "CSoxr", pkgConfig: "soxr", providers: [.apt(["libsoxr-dev"])]),
    .target(name: "CEspeakSilent"),
    .target(
      name: "SpeechClient", dependencies: ["CountBikiKit", "SystemCalls"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "Speech",
      dependencies: [
        "CountBikiKit", "SpeechClient", "CEspeakNG", "CEspeakSilent", "CALSA", "CVorbis", "CRubberBand", "CSoxr",
        "SystemCalls",
        "TopicFiles",
      ],
      swiftSettings: optimizedInDebug),
    .target(
      name: "SQLite", dependencies: ["CSQLite"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "HistoryClient", dependencies: ["CountBikiKit", "SystemCalls"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "History", dependencies: ["CountBikiKit", "HistoryClient", "SQLite"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "HistoryClientLive", dependencies: ["CountBikiKit", "HistoryClient", "History"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "DrillRuntime", dependencies: ["CountBikiKit", "Screen", "SpeechClient", "HistoryClient"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "Export", dependencies: ["CountBikiKit", "SQLite", "CZip", "SystemCalls"],
      swiftSettings: optimizedInDebug),
    .target(
      name: "LiveDrill",
      dependencies: [
        "CountBikiKit", "DrillRuntime", "HistoryClient", "Screen", "TerminalInput", "ProcessIO",
        "SystemCalls",
      ],
      swiftSettings: optimizedInDebug),
    .target(
      name: "Setup",
      dependencies: [
        "CountBikiKit", "TopicFiles", "SpeechClient", "Speech", "History", "HistoryClient", "HistoryClientLive", "DrillRuntime",
        "Screen", "Options", "ProcessIO", "SystemCalls",
      ],
      swiftSettings: optimizedInDebug),
    .target(
      name: "CommandArguments",
      dependencies: [
        "CountBikiKit", "Options", "Setup", "Screen", "SpeechClient", "History", "HistoryClient", "ProcessIO",
        "SystemCalls",
      ],
      swiftSettings: optimizedInDebug),
    .executableTarget(
      name: "countbiki",
      dependencies: [
        "CommandArguments",
        "CountBikiKit", "Screen", "TopicFiles", "SpeechClient", "Speech", "History", "HistoryClient", "HistoryClientLive",
        "DrillRuntime", "Export", "Options", "TerminalInput", "ProcessIO", "SystemCalls", "Setup",
        "LiveDrill",
      ],
      swiftSettings: optimizedInDebug),
    .target(name: "CSignalGuard"),
    // Linked statically: nothing is loaded before it runs.
    .executableTarget(
      name: "countbiki-launcher",
      linkerSettings: [
        .unsafeFlags([
          "-static-executable", "-use-ld=lld", "-Xlinker", "--gc-sections", "-Xlinker", "--strip-all",
        ])
      ]),
    .executableTarget(
      name: "countbiki-bench",
      dependencies: [
        "CountBikiKit", "SpeechClient", "Speech", "TopicFiles", "History", "HistoryClient", "TestSupport",
      ]),
    .target(name: "CSpawn"),
    .target(name: "TestSupport", dependencies: ["CountBikiKit", "TopicFiles", "CSpawn", "SystemCalls"]),
    .testTarget(
      name: "CountBikiKitTests", dependencies: ["CountBikiKit", "TestSupport"],
      resources: [.copy("Golden/seed1.tsv"), .copy("Tables/CounterTable.tsv")]),
    .testTarget(name: "HistoryClientTests", dependencies: ["HistoryClient", "HistoryClientLive", "CountBikiKit"]),
    .testTarget(name: "TopicFilesTests", dependencies: ["TopicFiles", "TestSupport"]),
    .testTarget(
      name: "ScreenTests", dependencies: ["Screen", "CountBikiKit", "HistoryClient", "TerminalInput", "TextWidth"]),
    .testTarget(name: "OptionsTests", dependencies: ["Options"]),
    .testTarget(
      name: "CommandArgumentsTests", dependencies: ["CommandArguments", "CountBikiKit", "Options"]),
    .testTarget(
      name: "LiveDrillTests",
      dependencies: [
        "LiveDrill", "DrillRuntime", "HistoryClient", "Screen", "TerminalInput", "CountBikiKit",
        "ProcessIO", "TestSupport",
      ]),
    .testTarget(name: "SetupTests", dependencies: ["Setup", "Options", "ProcessIO", "TestSupport"]),
    .testTarget(name: "TerminalInputTests", dependencies: ["TerminalInput"]),
    .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls", "TestSupport"]),
    .testTarget(name: "ProcessIOTests", dependencies: ["ProcessIO"]),
    .testTarget(
      name: "countbikiTests",
      dependencies: ["countbiki", "TestSupport", "History", "HistoryClient", "SQLite", "SpeechClient"]),
    .testTarget(
      name: "SpeechTests", dependencies: ["SpeechClient", "Speech", "CountBikiKit", "TestSupport"],
      resources: [.copy("Golden/espeak-seed1.tsv")]),
    .testTarget(
      name: "DrillRuntimeTests",
      dependencies: ["DrillRuntime", "HistoryClient", "CountBikiKit", "SpeechClient", "TestSupport"]),
    .testTarget(
      name: "HistoryTests", dependencies: ["History", "HistoryClient", "CountBikiKit", "TestSupport"], exclude: ["Fixtures", "Reference"]),
    .testTarget(name: "ExportTests", dependencies: ["Export", "CountBikiKit", "SystemCalls", "TestSupport"]),
    .testTarget(name: "SQLiteTests", dependencies: ["SQLite", "TestSupport"]),
    .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
    .testTarget(name: "PackageGraphTests", dependencies: ["TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
