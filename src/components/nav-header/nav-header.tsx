import { useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hostGoBack } from '../../bridge/host';
import { hasInAppHistory, resolveBackAction } from './back-action';
import { readStatusBarHeight } from './status-bar-height';
import styles from './nav-header.module.css';

export interface NavHeaderProps {
  title: ReactNode;
  /** Optional right-hand text. */
  rightText?: ReactNode;
  /** Optional icon shown before the right-hand text. */
  rightIcon?: ReactNode;
  onRightClick?: () => void;
  /** Tell the host app to go back, unless this page was opened from another H5 page. */
  nativeBack?: boolean;
  /** Hide the back button (e.g. a root page inside a tab). */
  hideBack?: boolean;
}

/** spec 000 §2: the reusable navigation header, padded below the host's status bar. */
export function NavHeader({
  title,
  rightText,
  rightIcon,
  onRightClick,
  nativeBack = false,
  hideBack = false,
}: NavHeaderProps) {
  const navigate = useNavigate();
  const [statusBarHeight] = useState(readStatusBarHeight);
  const style = { '--status-bar-height': statusBarHeight } as CSSProperties;

  const goBack = () => {
    const action = resolveBackAction(nativeBack, hasInAppHistory(window.history.state));
    if (action === 'host') hostGoBack();
    else void navigate(-1);
  };

  const hasRight = rightText !== undefined || rightIcon !== undefined;
  return (
    <header className={styles.header} style={style}>
      <div className={styles.bar}>
        <div className={styles.side}>
          {!hideBack && (
            <button type="button" className={styles.back} aria-label="返回" onClick={goBack}>
              <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
                <path
                  d="M15.5 4.5 8 12l7.5 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.right}`}>
          {hasRight && (
            <button type="button" className={styles.rightButton} onClick={onRightClick}>
              {rightIcon}
              {rightText !== undefined && <span>{rightText}</span>}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
