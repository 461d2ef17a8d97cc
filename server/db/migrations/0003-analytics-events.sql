CREATE TABLE analytics_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  track_id TEXT NOT NULL,
  distinct_id TEXT NOT NULL,
  event TEXT,
  type TEXT NOT NULL,
  time INTEGER NOT NULL,
  raw TEXT NOT NULL,
  received_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX analytics_events_dedup ON analytics_events (track_id, distinct_id);
CREATE INDEX analytics_events_event ON analytics_events (event, seq);
CREATE TABLE analytics_arrivals (
  event TEXT PRIMARY KEY,
  arrivals INTEGER NOT NULL DEFAULT 0,
  duplicates INTEGER NOT NULL DEFAULT 0
);
