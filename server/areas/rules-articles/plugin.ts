import { BUSINESS_ERRORS } from '../../../src/shared/codes';
import {
  appVersionDown,
  articleInfo,
  currentRuleConfig,
  homeRuleInfo,
  ruleInfo,
} from '../../../src/shared/contracts/rules-articles';
import { SEED_APP_RELEASES } from '../../db/seed/rules-data';
import { defineArea } from '../../kit/area';
import { fail } from '../../kit/failure';
import {
  appReleases,
  findArticle,
  findHomeNotice,
  findRule,
  listRules,
  rulesVersion,
} from '../../store/rules';

/** spec 000 §7 rule, article and app-version calls: public documents, no login needed. */
export const rulesArticlesArea = defineArea('rules-articles', (route) => {
  route(currentRuleConfig, ({ ctx }) => ({
    version: rulesVersion(ctx.db),
    rules: listRules(ctx.db),
  }));

  route(ruleInfo, ({ input, ctx }) => {
    return findRule(ctx.db, input.id) ?? fail(BUSINESS_ERRORS.notFound);
  });

  route(homeRuleInfo, ({ ctx }) => {
    return findHomeNotice(ctx.db) ?? fail(BUSINESS_ERRORS.notFound);
  });

  route(articleInfo, ({ input, ctx }) => {
    return findArticle(ctx.db, input.id, input.version) ?? fail(BUSINESS_ERRORS.notFound);
  });

  route(appVersionDown, ({ ctx }) => {
    const { ios, android } = appReleases(ctx.db);
    if (!ios || !android) return fail(BUSINESS_ERRORS.notFound);
    return { ios, android, appScheme: SEED_APP_RELEASES.appScheme };
  });
});
