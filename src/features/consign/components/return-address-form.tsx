import { useState } from 'react';
import * as z from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { returnAddressSave } from '../../../shared/contracts/seller-order';
import { useSaveReturnAddress } from '../api/return-address';
import { useFormDraft } from '../form-draft';
import styles from '../consign.module.css';
import { OfflineSubmitNotice, useCanSend } from './offline-submit';

const FIELDS = [
  ['name', '收件人'],
  ['phone', '手机号'],
  ['province', '省份'],
  ['city', '城市'],
  ['district', '区县'],
  ['detail', '详细地址'],
] as const;
type Field = (typeof FIELDS)[number][0];

const draftSchema = z.record(z.string(), z.string());
const EMPTY: Record<string, string> = {};

/** 新增退回地址 (returnaddr), made the default; loaded only when the seller asks for it. */
export default function ReturnAddressForm({ onDone }: { onDone: () => void }) {
  const draft = useFormDraft('return-address', draftSchema, EMPTY);
  const save = useSaveReturnAddress();
  const online = useCanSend();
  const [error, setError] = useState<string | null>(null);
  const value = (field: Field) => draft.value[field] ?? '';
  const send = () => {
    const entries = FIELDS.map(([field]) => [field, value(field).trim()]);
    const checked = returnAddressSave.input.safeParse({
      ...Object.fromEntries(entries),
      isDefault: true,
    });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? '请完善地址');
    setError(null);
    save.submit(checked.data, {
      onSuccess: () => {
        draft.clear();
        onDone();
      },
    });
  };
  return (
    <div className={styles.page} style={{ padding: 0 }}>
      {FIELDS.map(([field, label]) => (
        <input
          key={field}
          className={styles.input}
          aria-label={label}
          placeholder={label}
          value={value(field)}
          onChange={(event) => {
            const text = event.target.value;
            draft.set((d) => ({ ...d, [field]: text }));
          }}
        />
      ))}
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {!online && <OfflineSubmitNotice />}
      <Button
        block
        look="primary"
        disabled={save.busy || !online}
        loading={save.busy}
        onClick={send}
      >
        保存为默认退回地址
      </Button>
    </div>
  );
}
