import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { useAppVersion } from '../api/get-app-version';
import { ReleaseCard } from '../components/release-card';
import styles from '../rules.module.css';

const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent);

/** spec 000 §2 /download: the app download page from the app-version call, iOS and Android. */
export default function DownloadPage() {
  const version = useAppVersion();
  const ios = isIos();
  const releases = version.data
    ? [
        { name: 'iOS', release: version.data.ios, mine: ios },
        { name: 'Android', release: version.data.android, mine: !ios },
      ].sort((a, b) => Number(b.mine) - Number(a.mine))
    : [];
  return (
    <>
      <NavHeader title="下载 App" />
      <div className={styles.page}>
        <div className={styles.hero}>
          <img className={styles.appIcon} src="/icon-192.png" alt="" />
          <h1 className={styles.title}>拍卖二手交易</h1>
          <p className={styles.meta}>二手寄卖、竞拍与钱包，一个 App 全搞定</p>
        </div>
        <QueryView
          view={version.view}
          onRetry={() => void version.refresh()}
          errorTitle="版本信息加载失败"
        >
          <div className={styles.platforms}>
            {releases.map(({ name, release, mine }) => (
              <ReleaseCard key={name} name={name} release={release} primary={mine} />
            ))}
          </div>
        </QueryView>
      </div>
    </>
  );
}
