-- What schema version 2 added to the version 1 fixture (read after history-v1.sql): its patterns scheduled.
PRAGMA user_version = 2;
CREATE TABLE pattern_reviews (
  pattern TEXT PRIMARY KEY,
  stability REAL NOT NULL,
  difficulty REAL NOT NULL,
  reviews INTEGER NOT NULL,
  lapses INTEGER NOT NULL,
  last_review REAL NOT NULL,
  due REAL NOT NULL
);
CREATE INDEX pattern_reviews_by_due ON pattern_reviews (due);
CREATE INDEX challenges_by_answer_time ON challenges (topic, answer_seconds);
INSERT INTO pattern_reviews VALUES ('6 → ろっ before p', 0.212, 6.4133, 1, 1, 1764579604.0, 1764597920.8);
INSERT INTO pattern_reviews VALUES ('hyaku→pyaku after 6', 0.212, 6.4133, 1, 1, 1764579604.0, 1764597920.8);
INSERT INTO pattern_reviews VALUES ('hon→bon after 3', 2.3065, 2.118103970459015, 1, 0, 1764579612.5, 1764778894.1);
