import type { QueryClient } from '@tanstack/react-query';
import { defineChange } from '../../../api/query/define-change';
import { allOf } from '../../../api/query/query-keys';
import { useChange } from '../../../api/query/use-change';
import {
  appPublish,
  publishCheck,
  publishDraftDelete,
  publishDraftGet,
  publishDraftSave,
  publishSave,
} from '../../../shared/contracts/seller-publish';
import { draftRecord } from './get-release-info';

/**
 * The changes of the goods-release pages. None is queued offline
 * (`networkMode: 'always'`): while offline the form is already kept on the
 * phone (release-store.ts), so a queued draft would be a second copy, and a
 * publish must meet the live price range and code check. Offline, the buttons
 * say so and stay disabled. Page-only, so they register on first use.
 */

export const draftSaveChange = defineChange(publishDraftSave, {
  networkMode: 'always',
  onSuccess: (client, data, input) => {
    client.setQueryData(draftRecord.key({ itemId: input.itemId }), {
      draft: input.draft,
      savedAt: data.savedAt,
    });
  },
});

export const draftDeleteChange = defineChange(publishDraftDelete, {
  networkMode: 'always',
  onSuccess: (client, _data, input) => {
    client.setQueryData(draftRecord.key({ itemId: input.itemId }), { draft: null, savedAt: null });
  },
});

function afterPublish(client: QueryClient): void {
  for (const endpoint of [publishDraftGet]) {
    void client.invalidateQueries({ queryKey: allOf(endpoint) });
  }
  // Stale for the next visit, not refetched now: the page shows its result, not 已上架 as a block.
  void client.invalidateQueries({ queryKey: allOf(publishCheck), refetchType: 'none' });
}

export const publishChange = defineChange(appPublish, {
  networkMode: 'always',
  onSuccess: afterPublish,
});
export const publishSaveChange = defineChange(publishSave, {
  networkMode: 'always',
  onSuccess: afterPublish,
});

export function useReleaseChanges(itemId: number) {
  const matches = (input: { itemId: number }) => input.itemId === itemId;
  return {
    saveDraft: useChange(draftSaveChange, { matches }),
    deleteDraft: useChange(draftDeleteChange, { matches }),
    publish: useChange(publishChange, { matches }),
    savePublish: useChange(publishSaveChange, { matches }),
  };
}
