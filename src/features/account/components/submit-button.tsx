import { Button, type ButtonProps } from 'antd-mobile';

/**
 * The primary submit of the account forms: disabled while its call is in flight.
 * Other props (data-* markers, style) pass through to antd-mobile's Button.
 */
export function SubmitButton({ pending, children, ...rest }: ButtonProps & { pending: boolean }) {
  return (
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
  );
}
