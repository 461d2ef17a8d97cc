import { useState } from 'react';
import { useIsOnline } from '../../../api/query/use-online';
import { PendingSyncNotice } from '../../../components/query-state/offline-notice';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import {
  QUALIFICATION_PICTURES_MAX,
  qualificationFields,
  qualificationUpdate,
  type qualification,
} from '../../../shared/contracts/seller-other-pages';
import { useQualificationUpdate } from '../api/qualification-update';
import { firstIssue } from '../item-param';
import styles from '../seller-pages.module.css';

// Sent only online (the change's networkMode 'always'): offline, the button waits.
const OFFLINE_TEXT = '当前离线，恢复网络后再提交';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

type Licence = ReturnType<typeof qualification.parse>;
type FieldName = keyof typeof qualificationFields;

export const FIELD_LABELS: ReadonlyArray<[FieldName, string, string]> = [
  ['companyName', '企业名称', '与营业执照一致'],
  ['creditCode', '统一社会信用代码', '18 位数字或大写字母'],
  ['legalPerson', '法定代表人', '与营业执照一致'],
  ['registeredAddress', '注册地址', '与营业执照一致'],
  ['validUntil', '营业期限', '如 2030-12-31，无期限填“长期”'],
];

/** Edits every field, checked with the contract's own rules before the one call. */
export function QualificationForm({ current, onDone }: { current: Licence; onDone: () => void }) {
  const update = useQualificationUpdate();
  const online = useIsOnline();
  const [values, setValues] = useState<Record<FieldName, string>>({ ...current });
  const [photos, setPhotos] = useState<PickedPhoto[]>(
    current.pictureIds.map((pictureId) => ({ pictureId, previewUrl: null })),
  );
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'pictureIds', string | null>>>(
    {},
  );

  const save = () => {
    const pictureIds = photos.map((photo) => photo.pictureId);
    const found: Partial<Record<FieldName | 'pictureIds', string | null>> = {
      pictureIds: firstIssue(qualificationUpdate.input.shape.pictureIds.safeParse(pictureIds)),
    };
    for (const [name] of FIELD_LABELS) {
      found[name] = firstIssue(qualificationFields[name].safeParse(values[name]));
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const trimmed = Object.fromEntries(
      FIELD_LABELS.map(([name]) => [name, values[name].trim()]),
    ) as Record<FieldName, string>;
    update.submit(
      { ...trimmed, pictureIds },
      {
        onSuccess: () => {
          void showToast('企业资质已保存');
          onDone();
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-label="编辑企业资质">
      {FIELD_LABELS.map(([name, label, placeholder]) => (
        <label key={name} className={styles.field}>
          {label}
          <input
            className={styles.input}
            name={name}
            value={values[name]}
            placeholder={placeholder}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
          {errors[name] && <span className={styles.error}>{errors[name]}</span>}
        </label>
      ))}
      <div className={styles.field}>
        营业执照照片
        <PhotoPicker
          label="营业执照照片"
          photos={photos}
          max={QUALIFICATION_PICTURES_MAX}
          onChange={setPhotos}
        />
        {errors.pictureIds && <span className={styles.error}>{errors.pictureIds}</span>}
      </div>
      <div className={styles.actions}>
        {!online && <PendingSyncNotice text={OFFLINE_TEXT} />}
        <div className={styles.row}>
          <Button size="large" disabled={update.busy} onClick={onDone}>
            取消
          </Button>
          <Button
            look="primary"
            size="large"
            disabled={update.busy || !online}
            loading={update.busy}
            onClick={save}
          >
            {'保存'}
          </Button>
        </div>
      </div>
    </section>
  );
}
