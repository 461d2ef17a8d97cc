import type { Database } from 'better-sqlite3';
import { SEED_APP_RELEASES, SEED_ARTICLES, SEED_RULES } from './rules-data';

const DAY_MS = 86_400_000;

/** Rules, articles with their version history, and the app releases. */
export function seedRules(db: Database, now: number): void {
  const insertRule = db.prepare(
    `INSERT INTO rules (id, title, category, summary, content, sort_order, is_home_notice, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  SEED_RULES.forEach((rule, index) => {
    const updatedAt = now - (index + 1) * 7 * DAY_MS;
    insertRule.run(
      rule.id,
      rule.title,
      rule.category,
      rule.summary,
      rule.content,
      index,
      rule.homeNotice ? 1 : 0,
      updatedAt,
    );
  });
  const insertArticle = db.prepare('INSERT INTO articles (id, title, author) VALUES (?, ?, ?)');
  const insertVersion = db.prepare(
    `INSERT INTO article_versions (article_id, version, content, change_note, published_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const article of SEED_ARTICLES) {
    insertArticle.run(article.id, article.title, article.author);
    for (const v of article.versions) {
      insertVersion.run(article.id, v.version, v.content, v.changeNote, now - v.daysAgo * DAY_MS);
    }
  }
  const insertRelease = db.prepare(
    `INSERT INTO app_releases (platform, version, download_url, size_bytes, release_notes, published_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const platform of ['ios', 'android'] as const) {
    const release = SEED_APP_RELEASES[platform];
    insertRelease.run(
      platform,
      release.version,
      release.downloadUrl,
      release.sizeBytes,
      release.releaseNotes,
      now - release.daysAgo * DAY_MS,
    );
  }
}
