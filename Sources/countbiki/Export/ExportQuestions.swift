import CommandArguments
import CountBikiKit

/// The questions of an export: drawn as a drill draws them, each question once.
enum ExportQuestions {
  /// Up to `count` different questions of `deck`, in the order drawn. A topic with fewer
  /// possible questions gives fewer: drawing stops after 50 draws in a row bring nothing new.
  static func distinct(_ count: Int, from deck: Deck) -> [Question] {
    var deck = deck
    var seen: Set<String> = []
    var questions: [Question] = []
    var fruitless = 0
    while questions.count < count, fruitless < 50 {
      let question = deck.next()
      if seen.insert("\(question.topic)\u{1f}\(question.display)").inserted {
        questions.append(question)
        fruitless = 0
      } else {
        fruitless += 1
      }
    }
    return questions
  }
}
