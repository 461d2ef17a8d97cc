import { Result } from 'antd-mobile';
import styles from './home.module.css';

/** spec 000 §1: visitors (tourists) browse without logging in. */
export function VisitorCard() {
  return (
    <section className={styles.card}>
      <Result
        status="info"
        title="游客模式"
        description="您当前未登录，可浏览公开内容；从 App 登录后即可查看账户与银行卡信息。"
      />
    </section>
  );
}
