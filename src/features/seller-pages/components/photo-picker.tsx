import { useRef, useState, type ChangeEvent } from 'react';
import { showToast } from '../../../components/toast';
import { uploadPicture } from '../api/upload-picture';
import { shrinkToJpeg } from '../shrink-jpeg';
import styles from '../seller-pages.module.css';

export interface PickedPhoto {
  pictureId: number;
  /** A local preview (object URL) of what was uploaded; none for photos saved earlier. */
  previewUrl: string | null;
}

interface Props {
  label: string;
  photos: readonly PickedPhoto[];
  max: number;
  onChange: (photos: PickedPhoto[]) => void;
}

/** Picks photos, shrinks each to a JPEG and uploads it at once (issue 16's contract). */
export function PhotoPicker({ label, photos, max, onChange }: Props) {
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).slice(0, max - photos.length);
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(true);
    const added: PickedPhoto[] = [];
    try {
      for (const file of files) {
        const jpeg = await shrinkToJpeg(file);
        const stored = await uploadPicture(jpeg);
        added.push({ pictureId: stored.pictureId, previewUrl: URL.createObjectURL(jpeg) });
      }
    } catch (error) {
      void showToast(error instanceof Error ? error.message : '照片上传失败，请重试');
    } finally {
      setUploading(false);
      if (added.length > 0) onChange([...photos, ...added]);
    }
  };

  const remove = (pictureId: number) =>
    onChange(photos.filter((photo) => photo.pictureId !== pictureId));

  return (
    <div className={styles.photos} aria-label={label} role="group">
      {photos.map((photo, index) => (
        <div key={photo.pictureId} className={styles.photo} data-picture-id={photo.pictureId}>
          {photo.previewUrl ? (
            <img src={photo.previewUrl} alt={`${label} ${index + 1}`} />
          ) : (
            <span className={styles.photoSaved}>已上传</span>
          )}
          <button
            type="button"
            className={styles.photoRemove}
            aria-label={`删除第 ${index + 1} 张`}
            onClick={() => remove(photo.pictureId)}
          >
            ×
          </button>
        </div>
      ))}
      {photos.length < max && (
        <button
          type="button"
          className={styles.photoAdd}
          disabled={uploading}
          aria-busy={uploading || undefined}
          onClick={() => input.current?.click()}
        >
          {uploading ? '上传中…' : `+ 添加照片（${photos.length}/${max}）`}
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-photo-input
        onChange={(event) => void add(event)}
      />
    </div>
  );
}
