import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateScene } from '../../../src/components/search-history/search-history-changes';
import { searchHistoryRecord } from '../../../src/components/search-history/search-history-record';

// The history endpoints serve the product search and the direct-sale search (scene 'direct'):
// a change's cache update must not put one scene's keyword into the other's list.
describe('recent searches cache', () => {
  const record = (id: number, keyword: string) => ({ id, keyword, searchedAt: id });

  it('changes only the cached list of the change’s own scene', async () => {
    const client = new QueryClient();
    const products = searchHistoryRecord.key({});
    const direct = searchHistoryRecord.key({ scene: 'direct' });
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
