import { searchHistorySave } from '../../shared/contracts/seller-search';

/** The keyword rule of the contract (trimmed, 1 to 40 characters), with its Chinese message. */
export const keywordRule = searchHistorySave.input.shape.keyword;

export type ResultTab = 'order' | 'goods';

export type KeywordParam =
  { kind: 'none' } | { kind: 'ok'; keyword: string } | { kind: 'bad'; message: string };

/** Checks a keyword typed or tapped: the trimmed keyword, or the rule's message. */
export function checkKeyword(value: string): KeywordParam {
  const checked = keywordRule.safeParse(value);
  if (checked.success) return { kind: 'ok', keyword: checked.data };
  return { kind: 'bad', message: checked.error.issues[0]?.message ?? '请输入搜索内容' };
}

/** `?keyword=` is untrusted: absent shows the recent searches, a bad one an error state. */
export function parseKeyword(value: string | null): KeywordParam {
  return value === null ? { kind: 'none' } : checkKeyword(value);
}

/** `?tab=goods` shows the goods; anything else the orders (the first tab). */
export function parseTab(value: string | null): ResultTab {
  return value === 'goods' ? 'goods' : 'order';
}
