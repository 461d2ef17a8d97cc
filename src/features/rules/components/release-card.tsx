import { Button } from 'antd-mobile';
import { formatDate, formatSize } from '../../../lib/date-format';
import type { AppRelease } from '../../../shared/contracts/rules-articles';
import styles from '../rules.module.css';

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** One platform's release with its download button (only for http(s) links from the server). */
export function ReleaseCard({
  name,
  release,
  primary,
}: {
  name: string;
  release: AppRelease;
  primary: boolean;
}) {
  return (
    <section className={styles.release} aria-label={`${name} 版`}>
      <div className={styles.releaseHead}>
        <span>{name}</span>
        <span className={styles.meta}>
          v{release.version} · {formatSize(release.sizeBytes)} · {formatDate(release.publishedAt)}
        </span>
      </div>
      <p className={styles.releaseNotes}>{release.releaseNotes}</p>
      {isWebUrl(release.downloadUrl) ? (
        <a href={release.downloadUrl} target="_blank" rel="noopener noreferrer">
          <Button block color="primary" fill={primary ? 'solid' : 'outline'} shape="rounded">
            下载 {name} 版
          </Button>
        </a>
      ) : (
        <p className={styles.meta}>下载地址暂不可用</p>
      )}
    </section>
  );
}
