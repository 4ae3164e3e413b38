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

private let hint = Answer.hint(for: yen1234)

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
  ("3匹", hon3, .invalid(hint: Answer.hint(for: hon3))),
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
  ("135", duration215, .invalid(hint: Answer.hint(for: duration215))),
  ("4/1", april1, .correct),
  ("4月1日", april1, .correct),
  ("04/01", april1, .correct),
  ("1/4", april1, .incorrect),
  ("41", april1, .invalid(hint: Answer.hint(for: april1))),
  ("125400000", big, .correct),
  ("125,400,000", big, .correct),
  ("1億2540万", big, .correct),
  ("1億2500万", big, .incorrect),
  ("一億二千五百四十万", big, .correct),
  ("2019", era, .correct),
  ("2019年", era, .correct),
  ("1", era, .incorrect),
]

@Test func typedAnswersGetTheVerdictALearnerExpects() {
  #expect(table.count >= 40)
  for (typed, question, verdict) in table {
    #expect(Answer.check(typed, against: question) == verdict, "“\(typed)” for \(question.display)")
  }
}
