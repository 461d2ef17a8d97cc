/** A page of a list as the contracts answer it (src/shared/contract-fields.ts pageOf). */
export interface ListPage<T> {
  list: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** spec 000 §3: list calls page from 1. */
export const FIRST_PAGE_INDEX = 1;

/**
 * The page to ask for next, or undefined when the list is complete: when as
 * many items as the server's total have been loaded, or a page came back empty
 * (a total that shrank while paging must not make the list ask forever).
 */
export function nextPageIndex<T>(pages: ReadonlyArray<ListPage<T>>): number | undefined {
  const last = pages.at(-1);
  if (!last || last.list.length === 0) return undefined;
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  return loaded < last.total ? last.pageIndex + 1 : undefined;
}

/** The loaded pages as one list; an item that moved to a later page while paging shows once. */
export function flattenPages<T extends { id: number | string }>(
  pages: ReadonlyArray<ListPage<T>>,
): T[] {
  const seen = new Set<number | string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
