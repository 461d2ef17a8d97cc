import styles from './result.module.css';

const ICON_COLOUR = { info: '#1677ff', warning: '#ff8f1f' } as const;

interface Props {
  status: keyof typeof ICON_COLOUR;
  title: string;
  description: string;
}

/** A round icon, a title and a sentence: antd-mobile's Result look in plain markup. */
export function Result({ status, title, description }: Props) {
  const colour = ICON_COLOUR[status];
  return (
    <div className={styles.result}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="24" fill={colour} />
        {status === 'info' ? (
          <path d="M24 21v14M24 13v1" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        ) : (
          <path d="M24 12v15M24 34v1" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        )}
      </svg>
      <div className={styles.title}>{title}</div>
      <div className={styles.description}>{description}</div>
    </div>
  );
}
