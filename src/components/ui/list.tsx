import type { ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * A list of rows with antd-mobile's List look, in plain markup (issue 6
 * budget). The global class names (app-list-item…) are stable hooks for e2e
 * tests; styling goes through the CSS module.
 */
export function List({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={className ? `${styles.list} ${className}` : styles.list}>{children}</ul>;
}

interface ItemProps {
  children: ReactNode;
  prefix?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  /** A row with onClick is a button (keyboard and screen readers reach it) with an arrow. */
  onClick?: () => void;
  /** The arrow of a clickable row; false hides it. */
  arrow?: boolean;
}

export function ListItem({
  children,
  prefix,
  description,
  extra,
  onClick,
  arrow = true,
}: ItemProps) {
  const content = (
    <>
      {prefix}
      <span className={styles.main}>
        {children}
        {description !== undefined && (
          <span className={`app-list-item-description ${styles.description}`}>{description}</span>
        )}
      </span>
      {extra !== undefined && <span className={styles.extra}>{extra}</span>}
      {onClick && arrow && <span className={styles.arrow} aria-hidden="true" />}
    </>
  );
  return (
    <li>
      {onClick ? (
        <button
          type="button"
          className={`app-list-item ${styles.item} ${styles.clickable}`}
          onClick={onClick}
        >
          {content}
        </button>
      ) : (
        <div className={`app-list-item ${styles.item}`}>{content}</div>
      )}
    </li>
  );
}
