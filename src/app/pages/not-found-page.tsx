import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { NavHeader } from '../../components/nav-header/nav-header';
import { EmptyBlock } from '../../components/status-block/empty-block';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <>
      <NavHeader title="页面不存在" />
      <div className={styles.center}>
        <EmptyBlock status="empty" title="页面不存在" description="您访问的页面不存在或已下线" />
        <Button color="primary" shape="rounded" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      </div>
    </>
  );
}
