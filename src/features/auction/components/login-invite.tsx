import { Button } from '../../../components/ui/button';
import { useNavigate } from 'react-router-dom';
import styles from '../auction.module.css';

/** What a visitor sees where an action needs an account (spec 000 §1: visitors browse without logging in). */
export function LoginInvite({ reason, back }: { reason: string; back: string }) {
  const navigate = useNavigate();
  const redirect = encodeURIComponent(back);
  return (
    <div className={styles.invite} role="region" aria-label="登录提示">
      <p>{reason}</p>
      <Button look="primary" onClick={() => navigate(`/login?redirect=${redirect}`)}>
        登录
      </Button>{' '}
      <Button onClick={() => navigate(`/userFissionRegistration?redirect=${redirect}`)}>
        注册
      </Button>
    </div>
  );
}
