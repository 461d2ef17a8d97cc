import { Button, type ButtonProps } from 'antd-mobile';
import styles from './form.module.css';

type Props = Omit<ButtonProps, 'type' | 'loading' | 'disabled'> & { pending: boolean };

/**
 * A form's primary submit under its fields: disabled while its call is in flight.
 * Other props (data-* markers, style) pass through to antd-mobile's Button.
 */
export function SubmitBar({ pending, children, ...rest }: Props) {
  return (
    <div className={styles.submitBar}>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={pending}
        disabled={pending}
        {...rest}
      >
        {children}
      </Button>
    </div>
  );
}
