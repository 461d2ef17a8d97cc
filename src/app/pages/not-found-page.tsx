import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { NavHeader } from '../../components/nav-header/nav-header';
import { EmptyBlock } from '../../components/status-block/empty-block';
import { useExperimentText } from '../experiments/use-experiment-text';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const navigate = useNavigate();
  // Code experiment `not-found-button` (server/db/seed/abtest.ts): the button's wording.
  const homeButton = useExperimentText('not_found_home_button_text', '返回首页');
  return (
    <>
      <NavHeader title="页面不存在" />
      <div className={styles.center}>
        <EmptyBlock status="empty" title="页面不存在" description="您访问的页面不存在或已下线" />
        <Button
          color="primary"
          shape="rounded"
          data-abtest-param="not_found_home_button_text"
          style={homeButton.ready ? undefined : { visibility: 'hidden' }}
          onClick={() => navigate('/', { replace: true })}
        >
          {homeButton.text}
        </Button>
      </div>
    </>
  );
}
