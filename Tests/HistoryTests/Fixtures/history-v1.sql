-- A history store as schema version 1 wrote it: two sessions, the second never ended.
CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  seed TEXT NOT NULL,
  mode TEXT NOT NULL,
  topics TEXT NOT NULL,
  voice TEXT,
  rate REAL,
  started_at REAL NOT NULL,
  ended_at REAL
);
CREATE TABLE challenges (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  topic TEXT NOT NULL,
  skill TEXT NOT NULL,
  question_values TEXT NOT NULL,
  display TEXT NOT NULL,
  reading TEXT NOT NULL,
  answer TEXT NOT NULL,
  asked_at REAL NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('correct', 'missed', 'skipped')),
  answer_seconds REAL,
  finished_at REAL NOT NULL,
  UNIQUE (session_id, number)
);
CREATE INDEX challenges_by_time ON challenges (asked_at);
CREATE INDEX challenges_by_topic ON challenges (topic, asked_at);
CREATE TABLE submissions (
  challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('correct', 'incorrect', 'skip')),
  text TEXT,
  at REAL NOT NULL,
  PRIMARY KEY (challenge_id, position)
) WITHOUT ROWID;
CREATE TABLE challenge_patterns (
  challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
  pattern TEXT NOT NULL,
  PRIMARY KEY (challenge_id, pattern)
) WITHOUT ROWID;
CREATE INDEX patterns_by_name ON challenge_patterns (pattern, challenge_id);
INSERT INTO sessions VALUES (1, 'a', '7', 'questions:2', 'counters.hon', 'learner', 0.8, 1764579600.0, 1764579660.0);
INSERT INTO sessions VALUES (2, 'b', '8', 'infinite', 'money.conbini', NULL, NULL, 1764666000.0, NULL);
INSERT INTO challenges VALUES (1, 1, 1, 'counters.hon', 'listening', '600', '600本', 'ろっぴゃっぽん', '600', 1764579601.0, 'missed', 3.0, 1764579609.0);
INSERT INTO challenges VALUES (2, 1, 2, 'counters.hon', 'listening', '3', '3本', 'さんぼん', '3', 1764579610.0, 'correct', 2.5, 1764579612.5);
INSERT INTO challenges VALUES (3, 2, 1, 'money.conbini', 'listening', '123', '¥123', 'ひゃくにじゅうさんえん', '123', 1764666001.0, 'skipped', 4.0, 1764666005.0);
INSERT INTO submissions VALUES (1, 0, 'incorrect', '700', 1764579604.0);
INSERT INTO submissions VALUES (1, 1, 'correct', '600', 1764579609.0);
INSERT INTO submissions VALUES (2, 0, 'correct', '3', 1764579612.5);
INSERT INTO submissions VALUES (3, 0, 'skip', NULL, 1764666005.0);
INSERT INTO challenge_patterns VALUES (1, 'hyaku→pyaku after 6');
INSERT INTO challenge_patterns VALUES (1, '6 → ろっ before p');
INSERT INTO challenge_patterns VALUES (2, 'hon→bon after 3');
PRAGMA user_version = 1;
