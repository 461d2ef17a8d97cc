import * as z from 'zod/mini';
import { defineEndpoint, noInput } from '../contract';
import { epochMs, queryInt } from '../contract-fields';

// spec 000 §7: the rule, article and app-version calls (GET, under /api/dh/auction).
// Bodies are server HTML: the app sanitises them before rendering (src/lib/safe-html.ts).

export const ruleSummary = z.object({
  id: z.int(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  updatedAt: epochMs(),
});
export type RuleSummary = z.infer<typeof ruleSummary>;

export const ruleDetail = z.extend(ruleSummary, { content: z.string() });
export type RuleDetail = z.infer<typeof ruleDetail>;

/** The current rule catalogue (the /rules list). */
export const currentRuleConfig = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/dh/auction/platRule/currentConfig',
  summary: 'The platform rules in force, grouped by category order.',
  input: noInput,
  data: z.object({ version: z.string(), rules: z.array(ruleSummary) }),
});

/** One rule (spec 000 §2: id 8 platform service protocol, id 7 privacy protocol). */
export const ruleInfo = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/dh/auction/illustrateRule/info',
  summary: 'One rule or protocol with its HTML body.',
  input: z.object({ id: queryInt() }),
  data: ruleDetail,
});

/** The rule notice of the bidder's home (auction list). */
export const homeRuleInfo = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/dh/auction/bid/app/home/illustrateRule/info',
  summary: 'The bidding rule notice shown above the auction lists.',
  input: noInput,
  data: ruleDetail,
});

export const articleVersion = z.object({
  version: z.int(),
  publishedAt: epochMs(),
  changeNote: z.string(),
});
export type ArticleVersion = z.infer<typeof articleVersion>;

export const article = z.object({
  id: z.int(),
  title: z.string(),
  author: z.string(),
  version: z.int(),
  publishedAt: epochMs(),
  content: z.string(),
  /** Every published version, newest first. */
  versions: z.array(articleVersion),
});
export type Article = z.infer<typeof article>;

/** An article; without `version` the latest one. */
export const articleInfo = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/dh/auction/article/info',
  summary: 'An article at a version (latest when absent), with the list of its versions.',
  input: z.object({ id: queryInt(), version: z.optional(queryInt()) }),
  data: article,
});

export const appRelease = z.object({
  version: z.string(),
  downloadUrl: z.string(),
  sizeBytes: z.int(),
  releaseNotes: z.string(),
  publishedAt: epochMs(),
});
export type AppRelease = z.infer<typeof appRelease>;

export const appVersionDown = defineEndpoint({
  method: 'GET',
  auth: 'none',
  path: '/api/dh/auction/bid/app/home/appversion/down',
  summary: 'The latest app release for iOS and Android (the /download page).',
  input: noInput,
  data: z.object({ ios: appRelease, android: appRelease, appScheme: z.string() }),
});
