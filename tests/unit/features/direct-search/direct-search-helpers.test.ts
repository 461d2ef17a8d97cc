import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { directHistoryRecord } from '../../../../src/features/direct-search/api/get-search-history';
import { updateScene } from '../../../../src/features/direct-search/api/search-history-changes';
import { parseKeyword, parseTab } from '../../../../src/features/direct-search/search-params';

describe('/directSearchPage address', () => {
  it.each([
    [null, { kind: 'none' }],
    ['  iPhone 15 ', { kind: 'ok', keyword: 'iPhone 15' }],
    ['SF100000000001', { kind: 'ok', keyword: 'SF100000000001' }],
    ['   ', { kind: 'bad', message: '请输入搜索内容' }],
    ['x'.repeat(41), { kind: 'bad', message: '搜索内容最多 40 个字' }],
  ])('keyword %j → %j', (value, expected) => {
    expect(parseKeyword(value)).toEqual(expected);
  });

  it.each([
    ['goods', 'goods'],
    ['order', 'order'],
    [null, 'order'],
    ['<script>', 'order'],
  ])('tab %j → %s', (value, expected) => {
    expect(parseTab(value)).toBe(expected);
  });
});

describe('recent searches cache', () => {
  const record = (id: number, keyword: string) => ({ id, keyword, searchedAt: id });

  it('changes only the cached list of the change’s own scene', async () => {
    const client = new QueryClient();
    const products = directHistoryRecord.key({});
    const direct = directHistoryRecord.key({ scene: 'direct' });
    client.setQueryData(products, { list: [record(1, 'iPhone 15')] });
    client.setQueryData(direct, { list: [record(1, 'SF1'), record(2, 'Mate 60')] });

    await updateScene(client, 'direct', (data) => ({
      list: data.list.filter((r) => r.keyword !== 'SF1'),
    }));
    expect(client.getQueryData(direct)?.list.map((r) => r.keyword)).toEqual(['Mate 60']);
    expect(client.getQueryData(products)?.list.map((r) => r.keyword)).toEqual(['iPhone 15']);

    await updateScene(client, 'product', () => ({ list: [] }));
    expect(client.getQueryData(products)?.list).toEqual([]);
    expect(client.getQueryData(direct)?.list).toHaveLength(1);
  });
});
