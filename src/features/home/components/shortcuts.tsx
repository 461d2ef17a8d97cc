import { useNavigate } from 'react-router-dom';
import styles from '../home.module.css';

// The screens a person reaches from the account home (visitor or signed in).
const SHORTCUTS = [
  { label: '竞拍大厅', icon: '槌', to: '/auctionList' },
  { label: '我的出价', icon: '价', to: '/auctionList?tab=mine' },
  { label: '保证金', icon: '保', to: '/deposit' },
  { label: '平台规则', icon: '规', to: '/rules' },
  { label: '下载 App', icon: '载', to: '/download' },
] as const;

export function Shortcuts() {
  const navigate = useNavigate();
  return (
    <nav className={styles.card} aria-label="常用入口">
      <div className={styles.shortcuts}>
        {SHORTCUTS.map((item) => (
          <button
            key={item.to}
            type="button"
            className={styles.shortcut}
            onClick={() => navigate(item.to)}
          >
            <span className={styles.shortcutIcon} aria-hidden="true">
              {item.icon}
            </span>
            {item.label}
          </button>
        ))}
      </div>
    </nav>
  );
}
