CREATE TABLE visual_configs (
  app_id TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  config TEXT NOT NULL
);
CREATE TABLE deep_links (
  key TEXT PRIMARY KEY,
  project TEXT NOT NULL,
  answer TEXT NOT NULL
);
