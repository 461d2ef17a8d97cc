import type { CSSProperties, ReactNode } from 'react';
import { Button } from '../ui/button';
import styles from './form.module.css';

interface Props {
  pending: boolean;
  children: ReactNode;
  /** On the bar: e.g. hidden until an experiment's text is known (no flash of the default). */
  style?: CSSProperties;
  /** data-* markers (an A/B code parameter) go onto the button. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A form's primary submit under its fields: disabled, with a spinner, while its call is in
 * flight. Our rounded Button (components/ui), not antd-mobile's: with its ConfigProvider and
 * loading dots it cost a form screen 2.5 KB gz (issue 13 §6).
 */
export function SubmitBar({ pending, children, style, ...data }: Props) {
  return (
    <div className={styles.submitBar} style={style}>
      <Button
        {...data}
        type="submit"
        look="primary"
        size="large"
        block
        loading={pending}
        disabled={pending}
      >
        {children}
      </Button>
    </div>
  );
}
