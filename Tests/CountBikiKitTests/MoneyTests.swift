import Testing

@testable import CountBikiKit

/// ¥ and 円 have one home: a price is shown with ¥ and written with 円 everywhere else.
@Test func aPriceIsWrittenWithEnAfterItAndOtherTextStaysAsItIs() {
  #expect(Money.written("¥1,234") == "1,234円")
  #expect(Money.written("￥800") == "800円")
  #expect(Money.written("3本") == "3本")
  #expect(KanjiNumeral.written("¥1,234") == "千二百三十四円")
  let price = Generator.counted(1_234, topic: "t", counter: nil, money: true, grouped: true)
  #expect(price.display == "¥1,234")
  #expect(price.isMoney && price.unitWord == "円")
  let pens = Generator.counted(3, topic: "t", counter: .hon, money: false, grouped: true)
  #expect(!pens.isMoney && pens.unitWord == "本")
}
