import CountBikiKit
import Options

/// The seed of the commands that draw questions.
public enum Seed {
  /// The `--seed` option; `without` says what happens to the random seed used when it is absent.
  public static func option(without: String) -> TypedOption<UInt64?> {
    TypedOption(
      "seed", "S", whole: 0...UInt64.max,
      help:
        "the same seed gives the same questions on every machine; without it a random seed is used and \(without)"
    )
  }

  /// The `--seed` given, or a fresh random seed short enough to type back (at most 6 digits);
  /// any seed up to 2^64 − 1 still works with `--seed`.
  public static func value(_ given: UInt64?) -> UInt64 {
    given ?? UInt64.random(in: 0...999_999)
  }
}
