import { AppLink } from '../../../components/app-link/app-link';
import styles from '../release.module.css';

interface Props {
  itemId: number;
  slots: ReadonlyArray<{ key: string; title: string; required: boolean }>;
  pictures: Readonly<Record<string, number>>;
}

/** Which photos of the template are in, and the way to the photos page. */
export function PhotoSummary({ itemId, slots, pictures }: Props) {
  const done = slots.filter((slot) => pictures[slot.key] !== undefined).length;
  const required = slots.filter((slot) => slot.required).length;
  return (
    <section className={styles.card} aria-label="商品照片">
      <div className={styles.cardTitle}>商品照片</div>
      <div className={styles.hint} data-photo-count={done}>
        已上传 {done}/{slots.length} 张，其中 {required} 张必传
      </div>
      <div className={styles.row}>
        {slots.map((slot) => (
          <span key={slot.key} className={styles.hint}>
            {pictures[slot.key] !== undefined ? '✓' : slot.required ? '•' : '○'} {slot.title}
          </span>
        ))}
      </div>
      <AppLink className={styles.choice} to={`/goodsReleasePhotos?itemId=${itemId}`}>
        拍照 / 上传照片
      </AppLink>
    </section>
  );
}
