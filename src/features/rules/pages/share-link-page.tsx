import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NavHeader } from '../../../components/nav-header/nav-header';
import { QueryView } from '../../../components/query-state/query-view';
import { useAppVersion } from '../api/get-app-version';
import { appDeepLink, OPEN_APP_FALLBACK_MS } from '../open-app';
import styles from '../rules.module.css';

/**
 * spec 000 §2 /youmengShareLink?path=…: the landing page of a shared link. It
 * tries to open the app at the shared page; when the app does not take over
 * (the page is still visible after a moment) it goes to the download page.
 */
export default function ShareLinkPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const version = useAppVersion();
  // Once per visit: a re-render must neither open the app again nor cancel the fallback.
  const tried = useRef(false);
  const link = version.data ? appDeepLink(version.data.appScheme, params.get('path')) : null;

  useEffect(() => {
    if (!link) return;
    if (!tried.current) {
      tried.current = true;
      location.href = link;
    }
    const timer = setTimeout(() => {
      // The app opened: this page went to the background and stays where it is.
      if (document.visibilityState === 'visible') navigate('/download', { replace: true });
    }, OPEN_APP_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [link, navigate]);

  return (
    <>
      <NavHeader title="拍卖二手交易" />
      <div className={styles.page}>
        <div className={styles.hero}>
          <img className={styles.appIcon} src="/icon-192.png" alt="" />
          <h1 className={styles.title}>正在打开 App…</h1>
          <p className={styles.meta}>如未自动打开，请点击下方按钮</p>
        </div>
        <QueryView view={version.view} onRetry={() => void version.refresh()} errorTitle="加载失败">
          <div className={styles.platforms}>
            {link && (
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => {
                  location.href = link;
                }}
              >
                打开 App
              </Button>
            )}
            <Button block shape="rounded" onClick={() => navigate('/download')}>
              还没有 App？去下载
            </Button>
          </div>
        </QueryView>
      </div>
    </>
  );
}
