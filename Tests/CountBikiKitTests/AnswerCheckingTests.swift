import CountBikiKit
import Testing

private func question(
  _ topic: String, _ values: [Int64], _ format: AnswerFormat, _ display: String,
  _ reading: [String], prefix: String = "", suffix: String = ""
) -> Question {
  Question(
    topic: topic, values: values, format: format, display: display,
    reading: Reading(accepted: reading),
    answer: "", prefix: prefix, suffix: suffix)
}

private let yen1234 = question("money", [1234], .number, "¥1,234", ["せんにひゃくさんじゅうよえん"], prefix: "¥")
private let hon3 = question("counters.hon", [3], .number, "3本", ["さんぼん"], suffix: "本")
private let minute5 = question("dates.minutes", [5], .number, "5分", ["ごふん"], suffix: "分")
private let fourPM = question("dates.ampm-24", [16], .hour, "午後4時", ["ごごよじ"], suffix: "時")
private let clock1430 = question(
  "dates.clock", [14, 30], .clockTime, "14時30分", ["じゅうよじさんじゅっぷん", "じゅうよじさんじっぷん"])
private let clock905 = question("dates.clock", [9, 5], .clockTime, "9時5分", ["くじごふん"])
private let duration215 = question(
  "durations.hours-minutes", [2, 15], .hoursMinutes, "2時間15分", ["にじかんじゅうごふん"])
private let april1 = question("dates.month-day", [4, 1], .monthDay, "4月1日", ["しがつついたち"])
private let big = question(
  "numbers.significant", [125_400_000], .number, "125,400,000", ["いちおくにせんごひゃくよんじゅうまん"])
private let era = question(
  "dates.era", [2019], .number, "令和元年", ["れいわがんねん", "れいわいちねん"], suffix: "年")

private let yen126000 = question(
  "money.rent", [126_000], .number, "¥126,000", ["じゅうにまんろくせんえん"], prefix: "¥")
private let hiki3 = question("counters.hiki", [3], .number, "3匹", ["さんびき"], suffix: "匹")
private let sai60 = question(
  "counters.sai", [60], .number, "60歳", ["ろくじゅっさい", "ろくじっさい"], suffix: "歳")
private let months6 = question("durations.months", [6], .number, "6ヶ月", ["ろっかげつ"], suffix: "ヶ月")
private let days8 = question("durations.days", [8], .number, "8日", ["ようか"], suffix: "日")
private let seven = question("numbers.to10", [7], .number, "7", ["なな"])
private let twentySeven = question("numbers.to100", [27], .number, "27", ["にじゅうなな"])
private let hour14 = question("dates.hours", [14], .hour, "14時", ["じゅうよじ"], suffix: "時")
private let noon = question("dates.hours", [12], .hour, "12時", ["じゅうにじ"], suffix: "時")
private let midnight = question("dates.hours", [24], .hour, "24時", ["にじゅうよじ"], suffix: "時")
private let tenth = question("dates.days-10", [10], .number, "10日", ["とおか"], suffix: "日")
private let tenThings = question("counters.tsu", [10], .number, "10つ", ["とお"], suffix: "つ")
private let april10 = question("dates.month-day", [4, 10], .monthDay, "4月10日", ["しがつとおか"])
private let clock1230 = question(
  "dates.clock", [12, 30], .clockTime, "12時30分", ["じゅうにじさんじゅっぷん", "じゅうにじさんじっぷん"])

private let yen10m = question(
  "money.big", [10_000_000], .number, "¥10,000,000", ["いっせんまんえん"], prefix: "¥")
private let yen137 = question(
  "money.conbini", [137], .number, "¥137", ["ひゃくさんじゅうななえん"], prefix: "¥")
private let sai37 = question("counters.sai", [37], .number, "37歳", ["さんじゅうななさい"], suffix: "歳")
private let heisei24 = question(
  "dates.era", [2012], .number, "平成24年", ["へいせいにじゅうよねん"], suffix: "年")
private let quadrillion = question(
  "numbers.kei", [1_000_000_000_000_000], .number, "1,000,000,000,000,000", ["せんちょう"])
private let clock10 = question("dates.clock", [10, 0], .clockTime, "10時", ["じゅうじ"])
private let hours8 = question("durations.hours-minutes", [8, 0], .hoursMinutes, "8時間", ["はちじかん"])
private let hours120 = question(
  "durations.hours-minutes", [120, 30], .hoursMinutes, "120時間30分",
  ["ひゃくにじゅうじかんさんじっぷん"])
private let daysSpan8 = question("durations.days", [8], .number, "8日間", ["ようかかん"], suffix: "日間")
private let times1 = question("counters.kai", [1], .number, "1回", ["いっかい"], suffix: "回")

private let heard4pm = question("dates.ampm", [16], .hourAsHeard, "午後4時", ["ごごよじ"])
private let heard9am = question("dates.ampm", [9], .hourAsHeard, "午前9時", ["ごぜんくじ"])
private let in24 = question("dates.ampm-24", [16], .hourIn24, "午後4時", ["ごごよじ"], suffix: "時")
private let asHeard = Answer.hint(for: heard4pm)
private let as24 = Answer.hint(for: in24)

private let hint = Answer.hint(for: yen1234)
private let numberHint = Answer.hint(for: hon3)
private let hourHint = Answer.hint(for: noon)

/// What a learner types, and what the checker must say.
private let table: [(String, Question, Verdict)] = [
  ("1234", yen1234, .correct),
  ("1,234", yen1234, .correct),
  ("１２３４", yen1234, .correct),
  ("１，２３４", yen1234, .correct),
  ("1 234", yen1234, .correct),
  ("1_234", yen1234, .correct),
  ("¥1234", yen1234, .correct),
  ("￥１２３４", yen1234, .correct),
  ("1234円", yen1234, .correct),
  ("¥1,234円", yen1234, .correct),
  ("  1234  ", yen1234, .correct),
  ("01234", yen1234, .correct),
  ("千二百三十四", yen1234, .correct),
  ("千二百三十四円", yen1234, .correct),
  ("せんにひゃくさんじゅうよえん", yen1234, .correct),
  ("センニヒャクサンジューヨエン", yen1234, .correct),
  ("せんにひゃくさんじゅうよん", yen1234, .correct),
  ("1243", yen1234, .incorrect),
  ("123", yen1234, .incorrect),
  ("12340", yen1234, .incorrect),
  ("せんにひゃくさんじゅうよんえん", yen1234, .incorrect),
  ("abc", yen1234, .invalid(hint: hint)),
  ("", yen1234, .invalid(hint: hint)),
  ("   ", yen1234, .invalid(hint: hint)),
  ("1.5", yen1234, .invalid(hint: hint)),
  ("12.34", yen1234, .invalid(hint: hint)),
  ("-1234", yen1234, .invalid(hint: hint)),
  ("3", hon3, .correct),
  ("3本", hon3, .correct),
  ("３本", hon3, .correct),
  ("三本", hon3, .correct),
  ("さんぼん", hon3, .correct),
  ("さんほん", hon3, .incorrect),
  ("4", hon3, .incorrect),
  // Another counter typed after the right number: the learner heard another word.
  ("3匹", hon3, .incorrect),
  ("三匹", hon3, .incorrect),
  ("3円", hon3, .incorrect),
  ("¥3", hon3, .incorrect),
  ("3つ", hon3, .incorrect),
  ("3本", hiki3, .incorrect),
  ("1234本", yen1234, .incorrect),
  ("14時間", hour14, .incorrect),
  ("14:00", hour14, .correct),
  ("14:30", hour14, .invalid(hint: hourHint)),
  ("4:00", fourPM, .incorrect),
  ("午後4:00", fourPM, .correct),
  ("8時間", days8, .incorrect),
  // Other spellings of the same counter, and 間 after a unit of time.
  ("60才", sai60, .correct),
  ("60歳", sai60, .correct),
  ("6か月", months6, .correct),
  ("6カ月", months6, .correct),
  ("8日間", days8, .correct),
  ("3本本", hon3, .invalid(hint: numberHint)),
  // Digit groups only by threes: 89,3 is 89.3 in much of Europe.
  ("12,34", yen1234, .invalid(hint: hint)),
  ("123,4", yen1234, .invalid(hint: hint)),
  ("1 2 3 4", yen1234, .invalid(hint: hint)),
  ("12 34", yen1234, .invalid(hint: hint)),
  ("1,23,4", yen1234, .invalid(hint: hint)),
  ("126 000", yen126000, .correct),
  ("126_000", yen126000, .correct),
  // 千, 百 and 十 after a digit, as prices are written.
  ("12万6千", yen126000, .correct),
  ("12万6千円", yen126000, .correct),
  ("¥12万6000", yen126000, .correct),
  ("12万6", yen126000, .incorrect),
  ("126千", yen126000, .invalid(hint: hint)),
  ("1千2百3十4", yen1234, .correct),
  ("1千2百3十5", yen1234, .incorrect),
  // Kana as it sounds: the spoken text トーカ is とおか.
  ("トーカ", tenth, .correct),
  ("とーか", tenth, .correct),
  ("トオカ", tenth, .correct),
  ("トカ", tenth, .invalid(hint: Answer.hint(for: tenth))),
  ("トー", tenThings, .correct),
  ("シガツトーカ", april10, .correct),
  ("シガツツイタチ", april10, .incorrect),
  ("ジューヨジサンジュップン", clock1430, .correct),
  // しち is 7 as much as なな.
  ("しち", seven, .correct),
  ("にじゅうしち", twentySeven, .correct),
  ("にじゅうなな", twentySeven, .correct),
  ("にじゅうしちほん", twentySeven, .incorrect),
  // An hour in kana, with the 24-hour reading or 午前/午後.
  ("じゅうろくじ", fourPM, .correct),
  ("ごごよじ", fourPM, .correct),
  ("よじ", fourPM, .incorrect),
  ("ごぜんよじ", fourPM, .incorrect),
  ("よんじ", fourPM, .incorrect),
  // 午前12時 is noon by Japanese law and midnight to many people: a hint, never a verdict,
  // unless no meaning fits. English 12pm is noon.
  ("午後12時", noon, .invalid(hint: hourHint)),
  ("午前12時", noon, .invalid(hint: hourHint)),
  ("ごごじゅうにじ", noon, .invalid(hint: hourHint)),
  ("12pm", noon, .correct),
  ("12am", noon, .incorrect),
  ("午後0時", noon, .correct),
  ("ごごれいじ", noon, .correct),
  ("午後12時", midnight, .invalid(hint: hourHint)),
  ("午前12時", midnight, .incorrect),
  ("午後12時", fourPM, .incorrect),
  ("午後12:30", clock1230, .invalid(hint: Answer.hint(for: clock1230))),
  ("12:30pm", clock1230, .correct),
  ("午後0時30分", clock1230, .correct),
  ("午後12:30", clock1430, .incorrect),
  ("05", minute5, .correct),
  ("5分", minute5, .correct),
  ("50", minute5, .incorrect),
  ("16", fourPM, .correct),
  ("16時", fourPM, .correct),
  ("午後4時", fourPM, .correct),
  ("午後4", fourPM, .correct),
  ("4pm", fourPM, .correct),
  ("PM 4", fourPM, .correct),
  ("4", fourPM, .incorrect),
  ("午前4時", fourPM, .incorrect),
  ("14:30", clock1430, .correct),
  ("１４：３０", clock1430, .correct),
  ("14時30分", clock1430, .correct),
  ("14時半", clock1430, .correct),
  ("午後2時30分", clock1430, .correct),
  ("2:30", clock1430, .incorrect),
  ("ごごにじさんじゅっぷん", clock1430, .correct),
  ("じゅうよじはん", clock1430, .correct),
  ("にじさんじゅっぷん", clock1430, .incorrect),
  ("じゅうよじさんじゅうぷん", clock1430, .incorrect),
  ("14:03", clock1430, .incorrect),
  ("1430", clock1430, .invalid(hint: Answer.hint(for: clock1430))),
  ("9:05", clock905, .correct),
  ("09:05", clock905, .correct),
  ("9:5", clock905, .correct),
  ("9:50", clock905, .incorrect),
  ("2:15", duration215, .correct),
  ("2時間15分", duration215, .correct),
  ("２時間１５分", duration215, .correct),
  ("2:51", duration215, .incorrect),
  ("2時間", duration215, .incorrect),
  ("にじかんじゅうごふんかん", duration215, .correct),
  ("にじかんはん", duration215, .incorrect),
  ("にじじゅうごふん", duration215, .incorrect),
  ("135", duration215, .incorrect),
  ("4/1", april1, .correct),
  ("4月1日", april1, .correct),
  ("04/01", april1, .correct),
  ("1/4", april1, .incorrect),
  ("シガツツイタチ", april1, .correct),
  ("しがつふつか", april1, .incorrect),
  ("よんがつついたち", april1, .incorrect),
  ("41", april1, .invalid(hint: Answer.hint(for: april1))),
  ("125400000", big, .correct),
  ("125,400,000", big, .correct),
  ("1億2540万", big, .correct),
  ("1億2500万", big, .incorrect),
  ("一億二千五百四十万", big, .correct),
  ("2019", era, .correct),
  ("2019年", era, .correct),
  ("1", era, .incorrect),
  // Kana is right when it is a reading `read --all` gives for the answer as written: the
  // number alone or with its counter or 円 (7歳 ななさい or しちさい; 7円 only ななえん, NHK).
  ("せんまんえん", yen10m, .correct),
  ("いっせんまん", yen10m, .correct),
  ("さんじゅうしちさい", sai37, .correct),
  ("さんじゅうしち", sai37, .correct),
  ("さんじゅうはちさい", sai37, .incorrect),
  ("ひゃくさんじゅうななえん", yen137, .correct),
  ("ひゃくさんじゅうしちえん", yen137, .incorrect),
  ("ヒャクサンジューシチエン", yen137, .incorrect),
  // An era year: its Gregorian year in kana with ねん, or the era year as written.
  ("にせんじゅうにねん", heisei24, .correct),
  ("にせんじゅうさんねん", heisei24, .incorrect),
  ("平成24年", heisei24, .correct),
  ("平成二十四年", heisei24, .correct),
  ("平成23年", heisei24, .incorrect),
  ("昭和24年", heisei24, .incorrect),
  ("平成32年", heisei24, .invalid(hint: numberHint)),
  ("令和元年", era, .correct),
  ("1000000000000000", quadrillion, .correct),
  ("1,000,000,000,000,000", quadrillion, .correct),
  ("1000兆", quadrillion, .correct),
  // An hour without :00.
  ("10", clock10, .correct),
  ("10時", clock10, .correct),
  ("10", clock1430, .incorrect),
  ("8", hours8, .correct),
  ("8時間", hours8, .correct),
  ("ひゃくにじゅうじかんさんじゅっぷん", hours120, .correct),
  ("ひゃくにじゅうじかんはん", hours120, .correct),
  ("ひゃくにじゅういちじかんはん", hours120, .incorrect),
  ("8日", daysSpan8, .correct),
  ("8日間", daysSpan8, .correct),
  ("9日", daysSpan8, .incorrect),
  // Counters that sound the same for the question are what was heard.
  ("1階", times1, .correct),
  ("一階", times1, .correct),
  ("2階", times1, .incorrect),
  ("1本", times1, .incorrect),
  // Kana that is no number, and values no clock, duration or calendar has, are no answer.
  ("の", yen1234, .invalid(hint: hint)),
  ("ア", yen1234, .invalid(hint: hint)),
  ("161416:14", clock1430, .invalid(hint: Answer.hint(for: clock1430))),
  ("99:99", clock1430, .invalid(hint: Answer.hint(for: clock1430))),
  ("14:60", clock1430, .invalid(hint: Answer.hint(for: clock1430))),
  ("25時", hour14, .invalid(hint: hourHint)),
  ("2:75", duration215, .invalid(hint: Answer.hint(for: duration215))),
  ("14/6", april1, .invalid(hint: Answer.hint(for: april1))),
  ("2/30", april1, .invalid(hint: Answer.hint(for: april1))),
  ("2/29", april1, .incorrect),
  // 午前/午後 answered as heard, or in 24-hour time: each topic takes its own way only.
  ("午後4時", heard4pm, .correct),
  ("午後4", heard4pm, .correct),
  ("4pm", heard4pm, .correct),
  ("pm4", heard4pm, .correct),
  ("4p", heard4pm, .correct),
  ("ごごよじ", heard4pm, .correct),
  ("ゴゴヨジ", heard4pm, .correct),
  ("9am", heard9am, .correct),
  ("午前九時", heard9am, .correct),
  ("午前4時", heard4pm, .incorrect),
  ("4am", heard4pm, .incorrect),
  ("ごぜんよじ", heard4pm, .incorrect),
  ("16", heard4pm, .invalid(hint: asHeard)),
  ("4", heard4pm, .invalid(hint: asHeard)),
  ("よじ", heard4pm, .invalid(hint: asHeard)),
  ("16", in24, .correct),
  ("16時", in24, .correct),
  ("じゅうろくじ", in24, .correct),
  ("4", in24, .incorrect),
  ("午後4時", in24, .invalid(hint: as24)),
  ("4pm", in24, .invalid(hint: as24)),
  ("ごごよじ", in24, .invalid(hint: as24)),
]

@Test func typedFormsNeedNoInputMethod() {
  #expect(Answer.typedForms(of: heard4pm) == ["", "4pm"])
  #expect(Answer.typedForms(of: heard9am) == ["", "9am"])
  #expect(Answer.typedForms(of: yen126000) == ["", "12万6000"])
  #expect(Answer.typedForms(of: hon3) == [""])
}

@Test func typedAnswersGetTheVerdictALearnerExpects() {
  #expect(table.count >= 40)
  for (typed, question, verdict) in table {
    #expect(Answer.check(typed, against: question) == verdict, "“\(typed)” for \(question.display)")
  }
}
