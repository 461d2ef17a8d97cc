import { pictureAuditRecord } from '../api/get-release-info';
import { usePicturePreview } from '../api/use-picture-preview';
import { usePhotoUpload } from '../use-photo-upload';
import styles from '../release.module.css';

interface Props {
  slot: { key: string; title: string; required: boolean };
  pictureId: number | undefined;
  onUploaded: (pictureId: number) => void;
}

/** The platform's audit of an uploaded photo (resolution, content). */
function AuditLine({ pictureId }: { pictureId: number }) {
  const audit = pictureAuditRecord.use({ pictureIds: [pictureId] });
  const result = audit.data?.results.find((entry) => entry.pictureId === pictureId);
  if (!result) return null;
  return result.passed ? (
    <span className={styles.hint} data-audit="passed">
      审核通过
    </span>
  ) : (
    <span className={styles.error} data-audit="failed">
      {result.reason}，请重新上传
    </span>
  );
}

/** One photo of the template: camera or gallery, preview, upload progress, audit. */
export function PhotoSlot({ slot, pictureId, onUploaded }: Props) {
  const upload = usePhotoUpload(onUploaded);
  const preview = usePicturePreview(pictureId, upload.preview);
  const { state } = upload;
  const label = `${slot.title}${slot.required ? '（必传）' : ''}`;
  return (
    <div className={styles.card} data-slot={slot.key} data-picture-id={pictureId ?? ''}>
      <div className={`${styles.slot} ${state.phase === 'failed' ? styles.slotBad : ''}`}>
        {preview && <img src={preview} alt={slot.title} />}
        <span className={styles.slotLabel}>
          {state.phase === 'shrinking'
            ? '处理中…'
            : state.phase === 'uploading'
              ? `上传中 ${Math.round(state.progress * 100)}%`
              : pictureId === undefined
                ? `+ ${label}`
                : '点击重拍'}
        </span>
        {state.phase === 'uploading' && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={`${slot.title}上传进度`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            style={{ transform: `scaleX(${state.progress})` }}
          />
        )}
        <input
          className={styles.fileInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={`拍摄或选择「${slot.title}」照片`}
          disabled={state.phase === 'shrinking' || state.phase === 'uploading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // the same photo chosen again still fires
            if (file) void upload.choose(file);
          }}
        />
      </div>
      <span className={styles.hint}>{label}</span>
      {state.phase === 'failed' && (
        <span className={styles.error} role="alert">
          {state.message}
          {state.canRetry && (
            <button type="button" className={styles.choice} onClick={upload.retry}>
              重新上传
            </button>
          )}
        </span>
      )}
      {pictureId !== undefined && state.phase === 'idle' && <AuditLine pictureId={pictureId} />}
    </div>
  );
}
