import CountBikiKit
import TestSupport
import Testing

/// A template filled with numbers as written (`3番線`, `14時5分`) and the whole sentence's kana,
/// written by hand from NHK 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), 数詞+助数詞
/// and the dictionary readings of the template's words. Each slot must join its neighbours as
/// Japanese does: さんばんせんに, いちにちさんかい, にはくみっか, ごふんおくれ.
private let rows: [(template: String, slots: [String], kana: String)] = [
  // Station: 番線 never changes; 発 and 遅れ follow the time with no pause.
  ("station.departure/arriving", ["3番線", "14時5分"], "まもなく、さんばんせんにじゅうよじごふんはつのかいそくがまいります。"),
  ("station.departure/arriving", ["7番線", "9時"], "まもなく、ななばんせんにくじはつのかいそくがまいります。"),
  ("station.departure/arriving", ["9番線", "7時10分"], "まもなく、きゅうばんせんにしちじじゅっぷんはつのかいそくがまいります。"),
  ("station.departure/arriving", ["4番線", "4時4分"], "まもなく、よんばんせんによじよんぷんはつのかいそくがまいります。"),
  ("station.departure/departing", ["6時1分", "1番線"], "ろくじいっぷんはつのふつうれっしゃわいちばんせんからはっしゃします。"),
  ("station.departure/departing", ["23時8分", "8番線"], "にじゅうさんじはっぷんはつのふつうれっしゃわはちばんせんからはっしゃします。"),
  ("station.departure/change", ["19時30分", "10番線"], "ほんじつ、じゅうくじさんじゅっぷんはつのとっきゅうわじゅうばんせんにへんこうになりました。"),
  ("station.departure/stand-back", ["2番線"], "にばんせんにでんしゃがまいります。きいろいせんまでおさがりください。"),
  ("station.departure/stand-back", ["14番線"], "じゅうよんばんせんにでんしゃがまいります。きいろいせんまでおさがりください。"),
  ("station.departure/last-train", ["0時6分"], "さいしゅうでんしゃわれいじろっぷんはつです。"),
  ("station.departure/last-train", ["23時59分"], "さいしゅうでんしゃわにじゅうさんじごじゅうきゅうふんはつです。"),
  ("station.departure/next", ["17時3分", "5番線"], "つぎのでんしゃわじゅうしちじさんぷんにごばんせんからでます。"),
  ("station.cars/green", ["4号車"], "ぐりーんしゃわよんごうしゃです。"),
  ("station.cars/green", ["8号車"], "ぐりーんしゃわはちごうしゃです。"),
  ("station.cars/length", ["10両"], "このでんしゃわじゅうりょうへんせいです。"),
  ("station.cars/length", ["4両"], "このでんしゃわよんりょうへんせいです。"),
  ("station.cars/reserved", ["1号車", "7号車"], "していせきわいちごうしゃからななごうしゃまでです。"),
  ("station.cars/seat", ["6号車", "9番"], "おきゃくさまのおせきわろくごうしゃのきゅうばんのえーせきです。"),
  ("station.cars/front", ["3両"], "まえからさんりょうわきりはなされます。"),
  ("station.delay/running-late", ["5分"], "ただいま、でんしゃわやくごふんおくれてうんてんしております。"),
  ("station.delay/running-late", ["10分"], "ただいま、でんしゃわやくじゅっぷんおくれてうんてんしております。"),
  ("station.delay/running-late", ["3分"], "ただいま、でんしゃわやくさんぷんおくれてうんてんしております。"),
  ("station.delay/delay-noun", ["8時15分", "1分"], "はちじじゅうごふんはつのかいそくわいっぷんおくれでとうちゃくします。"),
  ("station.delay/delay-noun", ["6時", "6分"], "ろくじはつのかいそくわろっぷんおくれでとうちゃくします。"),
  ("station.delay/delay-noun", ["21時40分", "20分"], "にじゅういちじよんじゅっぷんはつのかいそくわにじゅっぷんおくれでとうちゃくします。"),
  ("station.delay/signal", ["4分"], "しんごうのかくにんのため、よんぷんほどおくれがでております。"),
  ("station.delay/signal", ["7分"], "しんごうのかくにんのため、ななふんほどおくれがでております。"),
  ("station.delay/stop", ["2分"], "このえきでにふんていしゃいたします。"),
  ("station.delay/wait", ["9分"], "こうぞくのでんしゃわきゅうふんごにまいります。"),
  ("station.delay/certificate", ["30分"], "さんじゅっぷんいじょうおくれたかたにわちえんしょうめいしょをおわたしします。"),
  ("station.fare/one-way", ["480円"], "しんじゅくまでわかたみちよんひゃくはちじゅうえんです。"),
  ("station.fare/ic", ["314円"], "あいしーかーどですとさんびゃくじゅうよえんになります。"),
  ("station.fare/short", ["160円"], "うんちんがひゃくろくじゅうえんふそくしています。せいさんきをごりようください。"),
  ("station.fare/express", ["1,680円", "860円"], "とっきゅうけんわせんろっぴゃくはちじゅうえん、じょうしゃけんわはっぴゃくろくじゅうえんです。"),
  ("station.fare/child", ["480円", "240円"], "おとなわよんひゃくはちじゅうえん、おこさまわにひゃくよんじゅうえんです。"),
  ("station.fare/ride-time", ["8分", "300円"], "くうこうまでわはっぷん、うんちんわさんびゃくえんです。"),
  ("station.transfer/stops", ["2つ"], "ふたつめのえきでのりかえてください。"),
  ("station.transfer/stops", ["4つ"], "よっつめのえきでのりかえてください。"),
  ("station.transfer/connection", ["8時12分", "6分"], "はちじじゅうにふんのきゅうこうにのりかえると、ろっぷんはやくつきます。"),
  ("station.transfer/across", ["11番線", "7時40分"], "むかいのじゅういちばんせんで、しちじよんじゅっぷんはつのでんしゃにおのりかえください。"),
  ("station.transfer/walk", ["1分"], "のりかえわとほいっぷんほどです。"),
  ("station.transfer/ride", ["3つ", "6番線"], "みっつめでおりて、ろくばんせんのでんしゃにのってください。"),
  // Register: 円 after 4 is よえん; 点 doubles after 1, 8, 10.
  ("shop.total/total", ["1,280円"], "おかいけい、せんにひゃくはちじゅうえんになります。"),
  ("shop.total/total", ["3,800円"], "おかいけい、さんぜんはっぴゃくえんになります。"),
  ("shop.total/total", ["604円"], "おかいけい、ろっぴゃくよえんになります。"),
  ("shop.total/items-total", ["3点", "1,078円"], "さんてんでせんななじゅうはちえんです。"),
  ("shop.total/items-total", ["1点", "198円"], "いってんでひゃくきゅうじゅうはちえんです。"),
  ("shop.total/items-total", ["8点", "8,800円"], "はってんではっせんはっぴゃくえんです。"),
  ("shop.total/items-total", ["10点", "6,300円"], "じゅってんでろくせんさんびゃくえんです。"),
  ("shop.total/tax", ["429円"], "ぜいこみでよんひゃくにじゅうきゅうえんでございます。"),
  ("shop.total/card", ["9,680円"], "きゅうせんろっぴゃくはちじゅうえんですね。かーどでおしはらいですか。"),
  ("shop.total/scan", ["6点", "2,340円"], "ろくてんおあずかりします。ごうけいにせんさんびゃくよんじゅうえんです。"),
  ("shop.total/warm", ["498円"], "おべんとうあたためますか。よんひゃくきゅうじゅうはちえんになります。"),
  ("shop.change/received", ["10,000円"], "いちまんえんおあずかりします。"),
  ("shop.change/received", ["3,000円"], "さんぜんえんおあずかりします。"),
  ("shop.change/change", ["1,164円"], "せんひゃくろくじゅうよえんのおかえしです。"),
  ("shop.change/change", ["4円"], "よえんのおかえしです。"),
  ("shop.change/both", ["5,000円", "1,720円"], "ごせんえんおあずかりしましたので、せんななひゃくにじゅうえんのおかえしです。"),
  ("shop.change/first-bills", ["8,300円"], "さきにおおきいほう、はっせんさんびゃくえんのおかえしです。"),
  ("shop.change/receipt", ["14円"], "じゅうよえんとれしーとのおかえしです。"),
  ("shop.change/exact", ["1,500円"], "せんごひゃくえんちょうどいただきます。"),
  ("shop.points/earned", ["10ポイント"], "ほんじつじゅっぽいんとがつきました。"),
  ("shop.points/earned", ["12ポイント"], "ほんじつじゅうにぽいんとがつきました。"),
  ("shop.points/balance", ["1,600ポイント"], "げんざいせんろっぴゃくぽいんとたまっています。"),
  ("shop.points/use", ["300ポイント"], "さんびゃくぽいんとおつかいになりますか。"),
  ("shop.points/per-100", ["800円", "8ポイント"], "はっぴゃくえんのおかいあげではちぽいんとです。"),
  ("shop.points/expire", ["1ポイント"], "いちぽいんとがこんげつでしっこうします。"),
  ("shop.points/expire", ["120ポイント"], "ひゃくにじゅっぽいんとがこんげつでしっこうします。"),
  ("shop.bag/fee", ["3円"], "ふくろわいちまいさんえんですが、ごりようですか。"),
  ("shop.bag/fee", ["5円"], "ふくろわいちまいごえんですが、ごりようですか。"),
  ("shop.bag/how-many", ["2枚"], "ふくろわにまいでよろしいですか。"),
  ("shop.bag/large", ["7円", "4円"], "おおきいふくろわななえん、ちいさいふくろわよえんです。"),
  ("shop.bag/added", ["5円", "1,005円"], "ふくろだいごえんをたして、せんごえんになります。"),
  ("shop.bag/split", ["3枚"], "ふくろをさんまいにおわけしますね。"),
  ("shop.bag/eco", ["2円"], "まいばっぐをおもちでしたらにえんびきになります。"),
  // Restaurant: 名様, 人, 番, 杯, 本.
  ("restaurant.party/welcome", ["3名"], "いらっしゃいませ。さんめいさまですね。"),
  ("restaurant.party/welcome", ["7名"], "いらっしゃいませ。ななめいさまですね。"),
  ("restaurant.party/reply", ["1人"], "ひとりです。せきわあいていますか。"),
  ("restaurant.party/reply", ["2人"], "ふたりです。せきわあいていますか。"),
  ("restaurant.party/reply", ["4人"], "よにんです。せきわあいていますか。"),
  ("restaurant.party/wait", ["20分"], "ただいまにじゅっぷんほどおまちいただいております。"),
  ("restaurant.party/list", ["6名"], "ろくめいさまでおまちのたなかさま、おまたせいたしました。"),
  ("restaurant.party/reserve", ["19時", "8名"], "じゅうくじにはちめいでよやくしております。"),
  ("restaurant.party/counter", ["2人"], "ふたりでしたら、かうんたーせきになります。"),
  ("restaurant.order/table", ["12番"], "じゅうにばんてーぶるのおきゃくさま、おりょうりをおもちしました。"),
  ("restaurant.order/beer", ["3杯"], "なまびーるさんばいですね。かしこまりました。"),
  ("restaurant.order/beer", ["1杯"], "なまびーるいっぱいですね。かしこまりました。"),
  ("restaurant.order/beer", ["6杯"], "なまびーるろっぱいですね。かしこまりました。"),
  ("restaurant.order/bottles", ["8本"], "びんびーるをはっぽんおねがいします。"),
  ("restaurant.order/bottles", ["3本"], "びんびーるをさんぼんおねがいします。"),
  ("restaurant.order/seat", ["4番"], "よんばんのおせきえどうぞ。"),
  ("restaurant.order/refill", ["2杯"], "おみずをあとにはいおもちしますか。"),
  ("restaurant.order/last-order", ["21時30分"], "らすとおーだーわにじゅういちじさんじゅっぷんです。"),
  ("restaurant.bill/total", ["12,800円"], "おかいけいわいちまんにせんはっぴゃくえんでございます。"),
  ("restaurant.bill/each", ["3,200円"], "おひとりさまさんぜんにひゃくえんになります。"),
  ("restaurant.bill/split", ["3人", "1,600円"], "さんにんでわると、せんろっぴゃくえんずつです。"),
  ("restaurant.bill/course", ["5,000円"], "こーすわおひとりさまごせんえん、のみほうだいつきです。"),
  ("restaurant.bill/separate", ["1,300円", "980円"], "べつべつですと、こちらがせんさんびゃくえん、そちらがきゅうひゃくはちじゅうえんです。"),
  ("restaurant.bill/service", ["22,000円"], "さーびすりょうこみでにまんにせんえんです。"),
  ("restaurant.booking/confirm", ["5月3日", "19時", "4名"], "ごがつみっかのじゅうくじからよんめいさまでおとりしました。"),
  ("restaurant.booking/ask", ["7月20日", "18時30分", "4人"], "しちがつはつかのじゅうはちじさんじゅっぷんによにんでよやくできますか。"),
  ("restaurant.booking/full", ["19時", "20時30分"], "あいにくじゅうくじわまんせきで、にじゅうじさんじゅっぷんでしたらごよういできます。"),
  ("restaurant.booking/course", ["4月1日", "2名"], "しがつついたち、にめいさま、こーすのごよやくですね。"),
  ("restaurant.booking/change", ["9月14日", "5名"], "くがつじゅうよっかのごよやくをごめいさまにへんこういたしました。"),
  // Buses and taxis.
  ("bus.route/route", ["12番"], "えきえわじゅうにばんのばすにのってください。"),
  ("bus.route/stop", ["3つ"], "みっつめのばすていでおりてください。"),
  ("bus.route/stop", ["1つ"], "ひとつめのばすていでおりてください。"),
  ("bus.route/departure", ["7時15分"], "つぎのばすわしちじじゅうごふんはつです。"),
  ("bus.route/frequency", ["10分"], "ばすわじゅっぷんおきにでています。"),
  ("bus.route/how-long", ["8番", "25分"], "はちばんのばすでにじゅうごふんぐらいです。"),
  ("bus.fare/flat", ["230円"], "うんちんわおとなにひゃくさんじゅうえんです。"),
  ("bus.fare/child", ["120円", "240円"], "こどもわひゃくにじゅうえん、おとなわにひゃくよんじゅうえんです。"),
  ("bus.fare/to-airport", ["600円", "40分"], "くうこうまでろっぴゃくえん、よんじゅっぷんほどかかります。"),
  ("bus.fare/group", ["4人", "880円"], "よにんですと、あわせてはっぴゃくはちじゅうえんになります。"),
  ("bus.taxi/meter", ["2,340円"], "にせんさんびゃくよんじゅうえんになります。"),
  ("bus.taxi/distance", ["300"], "このさきさんびゃくめーとるでみぎにまがります。"),
  ("bus.taxi/estimate", ["8,000円"], "くうこうまでわはっせんえんぜんごかかります。"),
  ("bus.taxi/time", ["15分"], "こんでいなければじゅうごふんでつきます。"),
  ("bus.taxi/both", ["600", "1,800円"], "ほてるまであとろっぴゃくめーとる、いませんはっぴゃくえんです。"),
  // Phone and address: digits one by one, の at the hyphens.
  ("phone.numbers/mine", ["090-1234-5678"], "わたしのけいたいわぜろきゅうぜろのいちにいさんよんのごおろくななはちです。"),
  ("phone.numbers/office", ["03-5555-0120"], "かいしゃのばんごうわぜろさんのごおごおごおごおのぜろいちにいぜろです。"),
  ("phone.extension/transfer", ["315番"], "ないせんさんびゃくじゅうごばんにおつなぎします。"),
  ("phone.extension/ask", ["800番"], "けいりぶわないせんはっぴゃくばんです。"),
  ("phone.extension/back", ["14時30分"], "たんとうしゃからじゅうよじさんじゅっぷんごろおりかえしおでんわいたします。"),
  ("phone.address/zip", ["100-0001"], "ゆうびんばんごうわいちぜろぜろのぜろぜろぜろいちです。"),
  ("phone.address/block", ["3丁目", "5番地"], "じゅうしょわさんちょうめごばんちです。"),
  ("phone.address/block", ["1丁目", "8番地"], "じゅうしょわいっちょうめはちばんちです。"),
  ("phone.address/block", ["8丁目", "10番地"], "じゅうしょわはっちょうめじゅうばんちです。"),
  ("phone.address/room", ["101号室"], "まんしょんのひゃくいちごうしつにすんでいます。"),
  ("phone.address/delivery", ["6丁目", "305号室"], "ろくちょうめのさんびゃくごごうしつにおとどけです。"),
  // Hotel: 泊 and the stay 2泊3日; 階 and 地下.
  ("hotel.checkin/stay", ["2泊3日"], "にはくみっかでごよやくのやまださまですね。"),
  ("hotel.checkin/stay", ["1泊2日"], "いっぱくふつかでごよやくのやまださまですね。"),
  ("hotel.checkin/stay", ["3泊4日"], "さんぱくよっかでごよやくのやまださまですね。"),
  ("hotel.checkin/tour", ["6泊7日"], "ろっぱくなのかのおんせんりょこうにいきます。"),
  ("hotel.checkin/nights", ["2名", "4泊"], "にめいさま、よんはくのごよやくをうけたまわっております。"),
  ("hotel.checkin/checkin", ["15時"], "ちぇっくいんわじゅうごじからでございます。"),
  ("hotel.checkin/checkout", ["10時"], "ちぇっくあうとわじゅうじまでにおねがいいたします。"),
  ("hotel.checkin/price", ["1泊", "8,500円"], "いっぱくではっせんごひゃくえん、ちょうしょくつきでございます。"),
  ("hotel.room/key", ["1205号室"], "おへやわせんにひゃくごごうしつでございます。"),
  ("hotel.room/floor", ["3階", "302号室"], "さんがいのさんびゃくにごうしつです。えれべーたーわみぎてにございます。"),
  ("hotel.room/bath", ["1階"], "だいよくじょうわちかいっかいにございます。"),
  ("hotel.room/parking", ["3階"], "ちゅうしゃじょうわちかさんがいです。"),
  ("hotel.room/breakfast", ["6階", "6時30分"], "ちょうしょくわろっかいのれすとらんでろくじさんじゅっぷんからです。"),
  ("hotel.services/breakfast", ["7時", "9時30分"], "ちょうしょくわしちじからくじさんじゅっぷんまでです。"),
  ("hotel.services/wake-up", ["6時"], "あしたのろくじにもーにんぐこーるをおねがいします。"),
  ("hotel.services/rate", ["12,000円"], "おひとりさまいっぱくいちまんにせんえんでございます。"),
  ("hotel.services/bath-hours", ["23時", "8階"], "だいよくじょうわにじゅうさんじまで、はっかいでございます。"),
  // Clinic: 1日3回, 錠, 日分, 度.
  ("clinic.dose/per-day", ["3回", "2錠"], "いちにちさんかい、にじょうずつのんでください。"),
  ("clinic.dose/per-day", ["1回", "1錠"], "いちにちいっかい、いちじょうずつのんでください。"),
  ("clinic.dose/per-day", ["4回", "4錠"], "いちにちよんかい、よんじょうずつのんでください。"),
  ("clinic.dose/supply", ["5日"], "いつかぶんのおくすりをだしておきますね。"),
  ("clinic.dose/supply", ["1日"], "いちにちぶんのおくすりをだしておきますね。"),
  ("clinic.dose/supply", ["7日"], "なのかぶんのおくすりをだしておきますね。"),
  ("clinic.dose/supply", ["14日"], "じゅうよっかぶんのおくすりをだしておきますね。"),
  ("clinic.dose/full", ["2回", "3日"], "いちにちにかい、みっかぶんです。"),
  ("clinic.dose/after-meals", ["2錠"], "このおくすりわまいしょくごににじょうのんでください。"),
  ("clinic.dose/eye-drops", ["6回"], "めぐすりわいちにちろっかいさしてください。"),
  ("clinic.temperature/fever", ["38.5度"], "ねつわさんじゅうはちてんごどありますね。"),
  ("clinic.temperature/fever", ["37.2度"], "ねつわさんじゅうななてんにどありますね。"),
  ("clinic.temperature/last-night", ["39.1度"], "きのうのよるわさんじゅうきゅうてんいちどまであがりました。"),
  ("clinic.temperature/ticket", ["23番"], "にじゅうさんばんのかた、しんさつしつえおはいりください。"),
  ("clinic.appointment/next", ["4月1日", "10時30分"], "じかいわしがつついたちのじゅうじさんじゅっぷんでよろしいですか。"),
  ("clinic.appointment/booked", ["6月20日"], "ろくがつはつかによやくをいれておきました。"),
  ("clinic.appointment/fee", ["1,250円"], "ほんじつのおかいけいわせんにひゃくごじゅうえんです。"),
  ("clinic.appointment/hours", ["14時30分"], "ごごのしんさつわじゅうよじさんじゅっぷんからです。"),
  // Bank and post office.
  ("bank.counter/call", ["125番", "3番"], "ばんごうふだひゃくにじゅうごばんをおもちのおきゃくさま、さんばんまどぐちえどうぞ。"),
  ("bank.counter/short", ["8番", "1番"], "はちばんのかた、いちばんまどぐちまでおこしください。"),
  ("bank.counter/hours", ["15時"], "まどぐちわじゅうごじまでです。"),
  ("bank.amounts/deposit", ["50,000円"], "ごまんえんのおあずけいれですね。"),
  ("bank.amounts/balance", ["1,200,000円"], "ざんだかわひゃくにじゅうまんえんです。"),
  ("bank.amounts/transfer", ["300,000円", "440円"], "さんじゅうまんえんのおふりこみで、てすうりょうわよんひゃくよんじゅうえんです。"),
  ("bank.post/weight", ["6kg", "1,500円"], "おにもつわろっきろですので、せんごひゃくえんになります。"),
  ("bank.post/parcels", ["3個", "2,100円"], "さんこまとめておくると、にせんひゃくえんです。"),
  ("bank.post/arrival", ["4月3日"], "しがつみっかにおとどけのよていです。"),
  ("bank.post/stamps", ["84円"], "はちじゅうよえんぶんのきってをはってください。"),
  ("bank.atm/hours", ["8時", "21時"], "このえーてぃーえむわはちじからにじゅういちじまでごりよういただけます。"),
  ("bank.atm/withdraw", ["30,000円"], "えーてぃーえむでさんまんえんをおろしました。"),
  // Weather: 度 with マイナス, パーセント, センチ.
  ("weather.temperature/high", ["32度"], "きょうのさいこうきおんわさんじゅうにどのよそうです。"),
  ("weather.temperature/low", ["-3度"], "あしたのあさのさいていきおんわまいなすさんどでしょう。"),
  ("weather.temperature/both", ["7度", "-1度"], "さいこうきおんわななど、さいていきおんわまいなすいちどです。"),
  ("weather.temperature/hour", ["9時", "0度"], "くじのきおんわれいどでした。"),
  ("weather.rain/rain", ["30%"], "こうすいかくりつわさんじゅっぱーせんとです。"),
  ("weather.rain/rain", ["10%"], "こうすいかくりつわじゅっぱーせんとです。"),
  ("weather.rain/morning-night", ["60%", "80%"], "こうすいかくりつわあさがろくじゅっぱーせんと、よるわはちじゅっぱーせんとです。"),
  ("weather.rain/snow", ["8cm"], "やまぞいでわはっせんちのゆきがつもるみこみです。"),
  ("weather.rain/wind", ["10"], "ふうそくじゅうめーとるのかぜがふいています。"),
  ("weather.typhoon/approach", ["10"], "たいふうじゅうごうがちかづいています。"),
  ("weather.typhoon/pressure", ["14", "965"], "たいふうじゅうよんごうのちゅうしんきあつわきゅうひゃくろくじゅうごへくとぱすかるです。"),
  // Sports.
  ("sports.score/score", ["3", "2"], "さんたいにでかちました。"),
  ("sports.score/inning", ["9回", "4", "0"], "きゅうかいのうら、よんたいぜろです。"),
  ("sports.score/inning", ["8回", "1", "6"], "はっかいのうら、いちたいろくです。"),
  ("sports.score/points", ["10点"], "このしあいでじゅってんをとりました。"),
  ("sports.score/homers", ["30本"], "こんしーずんさんじゅっぽんめのほーむらんです。"),
  ("sports.times/sprint", ["9.58秒"], "ひゃくめーとるをきゅうてんごはちびょうではしりました。"),
  ("sports.times/marathon", ["2時間8分30秒"], "ゆうしょうたいむわにじかんはっぷんさんじゅうびょうでした。"),
  // Ages, birthdays, school, work.
  ("life.ages/turned", ["20歳"], "せんげつはたちになりました。"),
  ("life.ages/turned", ["8歳"], "せんげつはっさいになりました。"),
  ("life.ages/child", ["1歳", "10歳"], "むすめわいっさいで、むすこわじゅっさいです。"),
  ("life.ages/grandma", ["88歳"], "そぼわことしではちじゅうはっさいです。"),
  ("life.birthdays/birthday", ["4月1日"], "たんじょうびわしがつついたちです。"),
  ("life.birthdays/birthday", ["9月9日"], "たんじょうびわくがつここのかです。"),
  ("life.birthdays/born", ["平成5年"], "へいせいごねんうまれです。"),
  ("life.birthdays/born", ["令和元年"], "れいわがんねんうまれです。"),
  ("life.birthdays/form", ["昭和63年7月24日"], "せいねんがっぴわしょうわろくじゅうさんねんしちがつにじゅうよっかでよろしいですか。"),
  ("life.school/grade", ["4年"], "うちのこわしょうがくよねんせいです。"),
  ("life.school/grade", ["1年"], "うちのこわしょうがくいちねんせいです。"),
  ("life.school/score", ["85点"], "すうがくのてすとわはちじゅうごてんでした。"),
  ("life.school/period", ["4時間"], "よじかんめわたいいくです。"),
  ("life.school/page", ["108ページ"], "きょうかしょのひゃくはちぺーじをひらいてください。"),
  ("life.school/page", ["10ページ"], "きょうかしょのじゅっぺーじをひらいてください。"),
  ("life.school/page", ["230ページ"], "きょうかしょのにひゃくさんじゅっぺーじをひらいてください。"),
  ("home.flat/rooms", ["6畳", "4畳"], "ようしつろくじょうとわしつよじょうです。"),
  ("home.flat/area", ["25平米"], "せんゆうめんせきわにじゅうごへいべいです。"),
  ("travel.airport/gate", ["2066便", "18番"], "にせんろくじゅうろくびんわじゅうはちばんげーとからしゅっぱついたします。"),
  ("life.work/monthly", ["250,000円"], "げっきゅうわにじゅうごまんえんです。"),
  ("life.work/hourly", ["1,150円"], "じきゅうせんひゃくごじゅうえんのあるばいとをはじめました。"),
  ("life.work/hours", ["8時間"], "いちにちはちじかんはたらいています。"),
  ("life.work/overtime", ["20時間"], "せんげつわざんぎょうがにじゅうじかんありました。"),
  ("life.work/leave", ["3日"], "ゆうきゅうきゅうかがまだみっかのこっています。"),
  // Flats, floors and sales.
  ("town.rent/rent", ["7.5万円"], "やちんわななてんごまんえんです。"),
  ("town.rent/layout", ["3", "12万円"], "さんえるでぃーけーで、やちんわじゅうにまんえんです。"),
  ("town.rent/walk", ["5分"], "えきからとほごふんのぶっけんです。"),
  ("town.rent/walk", ["10分"], "えきからとほじゅっぷんのぶっけんです。"),
  ("town.rent/age", ["4年"], "ちくよねんですが、なかわきれいです。"),
  ("town.rent/deposit", ["1ヶ月"], "しききんいっかげつ、れいきんわありません。"),
  ("town.floors/arrive", ["7階"], "ななかいでございます。"),
  ("town.floors/goods", ["6階"], "ろっかい、しんしふくうりばでございます。"),
  ("town.floors/food", ["1階"], "しょくりょうひんうりばわちかいっかいでございます。"),
  ("town.floors/building", ["3階", "2階"], "さんがいだてのびるのにかいにあります。"),
  ("town.floors/up", ["10階"], "うええまいります。つぎわじゅっかいです。"),
  ("town.sale/wari", ["3割引"], "ほんじつにかぎり、ぜんぴんさんわりびきです。"),
  ("town.sale/percent", ["20%"], "こちらのしょうひんわれじにてにじゅっぱーせんとおふになります。"),
  ("town.sale/points", ["5倍"], "こんしゅうまつわぽいんとごばいです。"),
  ("town.sale/bundle", ["3個", "980円"], "さんこできゅうひゃくはちじゅうえん、おかいどくです。"),
  ("town.sale/half", ["19時"], "おべんとうわじゅうくじいこう、はんがくになります。"),
]

/// The template `key` (`station.departure/arriving`) with its slots read from the numbers as
/// written, joined with the template's kana.
private func reading(_ key: String, _ slots: [String]) throws -> String {
  let (topicID, templateID) = try #require(
    key.firstIndex(of: "/").map { (String(key[..<$0]), String(key[key.index(after: $0)...])) })
  let topic = try #require(BuiltIn.catalog.topic(id: topicID), "\(topicID)")
  let template = try #require(topic.templates.first { $0.id == templateID }, "\(key)")
  var slot = 0
  var kana = ""
  for piece in template.pieces {
    switch piece {
    case .words(_, let words, _): kana += words
    case .slot(_, let generator, _):
      let written = try #require(slot < slots.count ? slots[slot] : nil, "\(key): too few slots")
      // 日 alone is a day of the month (1日 ついたち); a slot that counts days reads it as a
      // number of days (1日分 いちにちぶん).
      if case .range(let p) = generator, p.counter == .days {
        let days = try #require(UInt128(written.dropLast()))
        kana += try Cardinal.reading(of: days, .days).canonical
      } else {
        kana += try Expression(written).reading.canonical
      }
      slot += 1
    }
  }
  #expect(slot == slots.count, "\(key): \(slots.count) numbers for \(slot) slots")
  return kana
}

@Test func atLeastOneHundredAndFiftyRows() {
  #expect(rows.count >= 150)
}

@Test(arguments: rows.indices)
func sentenceReadsAsWrittenByHand(_ index: Int) throws {
  let row = rows[index]
  #expect(try reading(row.template, row.slots) == row.kana, "\(row.template) \(row.slots)")
}
