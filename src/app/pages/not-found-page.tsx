import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { NavHeader } from '../../components/nav-header/nav-header';
import { EmptyBlock } from '../../components/status-block/status-block';
import { SPEC_AREA_NAMES, specAreaOf } from '../routing/spec-routes';
import styles from './pages.module.css';

/**
 * The catch-all route. A screen of spec 000 §2 that this version does not
 * build yet says so (还未开放) instead of pretending the address is wrong.
 */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = specAreaOf(pathname);
  const title = area === null ? '页面不存在' : '页面暂未开放';
  const description =
    area === null
      ? '您访问的页面不存在或已下线'
      : `「${SPEC_AREA_NAMES[area]}」的这个页面在当前版本还未开放，敬请期待`;
  return (
    <>
      <NavHeader title={title} />
      <div className={styles.center}>
        <EmptyBlock title={title} description={description} />
        <Button look="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </div>
    </>
  );
}
