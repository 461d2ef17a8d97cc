CREATE TABLE rules (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  summary TEXT NOT NULL,
  content TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  is_home_notice INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  author TEXT NOT NULL
);
CREATE TABLE article_versions (
  article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  content TEXT NOT NULL,
  change_note TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  PRIMARY KEY (article_id, version)
);
CREATE TABLE app_releases (
  platform TEXT PRIMARY KEY CHECK (platform IN ('ios', 'android')),
  version TEXT NOT NULL,
  download_url TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  release_notes TEXT NOT NULL,
  published_at INTEGER NOT NULL
);
