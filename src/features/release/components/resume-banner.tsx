import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatShortDateTime } from '../../../lib/date-format';
import { useServerDraft } from '../api/get-release-info';
import type { ChangeSubmit } from '../../../api/query/use-change';
import { formFromDraft } from '../release-form';
import { clearSavedForm, writeSavedForm, type SavedForm } from '../release-store';
import styles from '../release.module.css';

interface Props {
  itemId: number;
  scope: string;
  slotKeys: readonly string[];
  saved: SavedForm | null;
  deleteDraft: ChangeSubmit<{ itemId: number }, { deleted: number }>;
}

/**
 * What the seller left last time: a form typed on this phone and not saved
 * (restored already; it can be dropped), or the item's draft on the server
 * (offered: 继续编辑 fills the form with it, 清除草稿 deletes it).
 */
export function ResumeBanner({ itemId, scope, slotKeys, saved, deleteDraft }: Props) {
  const [restoredAt, setRestoredAt] = useState(() => (saved?.dirty ? saved.updatedAt : null));
  const answer = useServerDraft(itemId).data;
  const offer =
    answer?.draft && answer.savedAt !== null && answer.savedAt !== saved?.basedOn
      ? { draft: answer.draft, savedAt: answer.savedAt }
      : null;

  return (
    <>
      {restoredAt !== null && (
        <div className={styles.banner} role="status" data-release-restored="">
          <span>已恢复本机 {formatShortDateTime(restoredAt)} 未提交的内容</span>
          <div className={styles.row}>
            <Button size="small" onClick={() => setRestoredAt(null)}>
              知道了
            </Button>
            <Button
              size="small"
              onClick={() => {
                clearSavedForm(scope);
                setRestoredAt(null);
              }}
            >
              丢弃本机内容
            </Button>
          </div>
        </div>
      )}
      {offer && (
        <div className={styles.banner} role="status" data-release-draft="">
          <span>发现 {formatShortDateTime(offer.savedAt)} 保存的草稿</span>
          <div className={styles.row}>
            <Button
              size="small"
              look="primary"
              onClick={() => {
                writeSavedForm(scope, {
                  form: formFromDraft(offer.draft, slotKeys),
                  dirty: false,
                  basedOn: offer.savedAt,
                  updatedAt: Date.now(),
                });
                setRestoredAt(null);
              }}
            >
              继续编辑草稿
            </Button>
            <Button
              size="small"
              disabled={deleteDraft.busy}
              onClick={() => deleteDraft.submit({ itemId })}
            >
              清除草稿
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
