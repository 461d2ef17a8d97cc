import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { userMessageOf } from '../../../api/user-message';
import { TextField } from '../../../components/form/text-field';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { usePriceRange } from '../api/get-sheet-records';
import { usePriceChange, type PriceAction } from '../api/price-changes';
import { refreshGoods } from '../api/refresh-goods';
import type { DirectGoods } from '../goods-params';
import { money } from '../money';
import { centsToYuanText, checkPrice } from '../price-input';
import styles from '../direct-goods.module.css';

const TITLES: Record<PriceAction, { title: string; label: string; done: string }> = {
  confirmReserve: { title: '确认保留价', label: '保留价（元）', done: '保留价已确认' },
  changeReserve: { title: '修改保留价', label: '保留价（元）', done: '保留价已修改' },
  updateShelfPrice: { title: '修改在架价格', label: '在架价格（元）', done: '在架价格已修改' },
};

function startText(action: PriceAction, item: DirectGoods, gradeCents: number | undefined) {
  const cents =
    action === 'updateShelfPrice'
      ? item.priceCents
      : (item.reservePriceCents ?? (action === 'confirmReserve' ? gradeCents : null));
  return cents === null || cents === undefined ? '' : centsToYuanText(cents);
}

/**
 * The price sheet (loaded on tap): the yuan typed is parsed exactly to cents and
 * checked with the contract's rule and the `once/price/range` of this item
 * before any call; a refusal shows the server's message and refetches.
 */
export default function PriceForm({
  action,
  item,
  onClose,
}: {
  action: PriceAction;
  item: DirectGoods;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const online = useIsOnline();
  const range = usePriceRange(item.merchandiseId).data;
  const change = usePriceChange(action, item.merchandiseId);
  const [text, setText] = useState<string | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const copy = TITLES[action];
  const shown = text ?? startText(action, item, range?.gradePriceCents);

  const submit = () => {
    if (!range) return;
    const checked = checkPrice(shown, item.merchandiseId, range);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    change.submit(
      { merchandiseId: item.merchandiseId, priceCents: checked.priceCents },
      {
        onSuccess: () => {
          showToast(copy.done);
          onClose();
        },
        onError: (error) => {
          setMessage(userMessageOf(error));
          void refreshGoods(client);
        },
      },
    );
  };

  return (
    <form
      className={styles.sheet}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className={styles.sheetTitle}>{copy.title}</h2>
      <p className={styles.hint}>
        {range
          ? `可设置范围 ¥${money(range.minCents)} – ¥${money(range.maxCents)}，定级价 ¥${money(range.gradePriceCents)}`
          : '正在读取可设置的价格范围…'}
      </p>
      <TextField
        label={copy.label}
        inputMode="decimal"
        placeholder="最多两位小数"
        value={shown}
        error={message}
        onChange={(value) => {
          setText(value);
          setMessage(undefined);
        }}
      />
      {!online && <PendingSyncNotice text="当前离线，价格不会在离线时提交，请联网后再试" />}
      <Button
        block
        look="primary"
        size="large"
        disabled={!online || !range || change.busy}
        loading={change.busy}
        onClick={submit}
      >
        确定
      </Button>
      <Button block onClick={onClose} disabled={change.busy}>
        取消
      </Button>
    </form>
  );
}
