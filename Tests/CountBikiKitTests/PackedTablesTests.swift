import Testing

@testable import CountBikiKit

/// Every process that reads a number builds the packed tables: each group's head is kept once,
/// with the first sound of each unit beside it, so they fit in the megabyte reserved for them
/// and are never copied to grow (0.68 MB of text; when each unit had its own copy, 2.1 MB, and
/// 3.2 MB while they were built).
@Test func thePackedTablesFitTheMegabyteReservedForThem() {
  let tables = Packed.tables
  #expect(tables.arena.count < 1 << 20, "\(tables.arena.count) bytes")
  // A growth doubles it; malloc may round the reservation up a little.
  #expect(tables.arena.capacity < 1 << 21, "the arena grew to \(tables.arena.capacity) bytes")
  #expect(tables.alone.count == 10_000 && tables.multiplied.count == 10_000)
}
