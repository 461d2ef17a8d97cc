import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Result } from '../../../components/ui/result';
import styles from '../home.module.css';

/** spec 000 §1: visitors (tourists) browse without logging in; the PWA lets them log in here. */
export function VisitorCard() {
  const navigate = useNavigate();
  return (
    <section className={styles.card}>
      <Result
        status="info"
        title="游客模式"
        description="您当前未登录，可浏览拍品与平台规则；登录后即可查看账户与银行卡信息。"
      />
      <div className={styles.visitorActions}>
        <Button look="primary" onClick={() => navigate('/login')}>
          登录
        </Button>
        <Button onClick={() => navigate('/userFissionRegistration')}>注册</Button>
      </div>
    </section>
  );
}
