import { defineRecord } from '../../../api/query/define-record';
import { articleInfo } from '../../../shared/contracts/rules-articles';

/** An article at a version, with its version list. */
export const articleRecord = defineRecord(articleInfo);

/** The latest version when `version` is undefined. */
export function useArticle(id: number, version?: number) {
  return articleRecord.use(version === undefined ? { id } : { id, version });
}
