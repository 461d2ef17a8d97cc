import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { QueryView } from '../../../components/query-state/query-view';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import type { retestItems } from '../../../shared/contracts/seller-other-pages';
import { RETEST_PICTURES_MAX, retestApply } from '../../../shared/contracts/seller-other-pages';
import { useRetestItems } from '../api/get-retest-items';
import { useRetestApply } from '../api/retest-apply';
import { firstIssue } from '../item-param';
import styles from '../seller-pages.module.css';

// Sent only online (the change's networkMode 'always'): offline, the button waits.
const OFFLINE_TEXT = '当前离线，恢复网络后再提交';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

const fields = retestApply.input.shape;

type RetestItem = ReturnType<typeof retestItems.data.parse>['list'][number];

function ItemSelect(props: {
  items: readonly RetestItem[];
  itemId: number | undefined;
  error: string | null;
  onChange: (itemId: number | undefined) => void;
}) {
  return (
    <label className={styles.field}>
      复检商品
      <select
        className={styles.select}
        value={props.itemId ?? ''}
        onChange={(event) => props.onChange(Number(event.target.value) || undefined)}
      >
        <option value="">请选择商品</option>
        {props.items.map((item) => (
          <option key={item.itemId} value={item.itemId}>
            {`${item.productName} ${item.skuName}（${item.stateLabel}${item.grade ? ` · ${item.grade}` : ''}）`}
          </option>
        ))}
      </select>
      {props.error && <span className={styles.error}>{props.error}</span>}
    </label>
  );
}

function SubmitBar(props: { busy: boolean; online: boolean; onSubmit: () => void }) {
  return (
    <div className={styles.actions}>
      {!props.online && <PendingSyncNotice text={OFFLINE_TEXT} />}
      <Button
        block
        look="primary"
        size="large"
        disabled={props.busy || !props.online}
        loading={props.busy}
        onClick={props.onSubmit}
      >
        提交复检申请
      </Button>
    </div>
  );
}

/** Pick an item, say why, add photos, send: one request per tap (useChange). */
export function RetestForm({ initialItemId }: { initialItemId?: number }) {
  const items = useRetestItems();
  const apply = useRetestApply();
  const online = useIsOnline();
  const clear = () => {
    setReason('');
    setPhotos([]);
  };
  const [itemId, setItemId] = useState<number | undefined>(initialItemId);
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Record<string, string | null>>({});

  const submit = () => {
    const pictureIds = photos.map((photo) => photo.pictureId);
    const found = {
      itemId: itemId === undefined ? '请选择要复检的商品' : null,
      reason: firstIssue(fields.reason.safeParse(reason)),
      pictureIds: firstIssue(fields.pictureIds.safeParse(pictureIds)),
    };
    setErrors(found);
    if (itemId === undefined || found.reason || found.pictureIds) return;
    apply.submit(
      { itemId, reason: reason.trim(), pictureIds },
      {
        onSuccess: () => {
          void showToast('复检申请已提交');
          clear();
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-label="申请复检">
      <h2 className={styles.cardTitle}>申请复检</h2>
      <QueryView
        view={items.view}
        onRetry={() => void items.refresh()}
        emptyTitle="暂无可申请复检的商品"
        loadingLines={3}
      >
        <ItemSelect
          items={items.data?.list ?? []}
          itemId={itemId}
          error={errors.itemId ?? null}
          onChange={setItemId}
        />
        <label className={styles.field}>
          复检原因
          <textarea
            className={styles.textarea}
            value={reason}
            maxLength={200}
            placeholder="请描述您认为质检结果有误的地方，至少 5 个字"
            onChange={(event) => setReason(event.target.value)}
          />
          {errors.reason && <span className={styles.error}>{errors.reason}</span>}
        </label>
        <div className={styles.field}>
          问题照片
          <PhotoPicker
            label="问题照片"
            photos={photos}
            max={RETEST_PICTURES_MAX}
            onChange={setPhotos}
          />
          {errors.pictureIds && <span className={styles.error}>{errors.pictureIds}</span>}
        </div>
        <SubmitBar busy={apply.busy} online={online} onSubmit={submit} />
      </QueryView>
    </section>
  );
}
