import { schemaRule } from '../../lib/schema-rule';
import { loginByPassword } from '../../shared/contracts/user';

// spec 000 §5: the contracts' phone rule (src/shared/field-rules.ts), with its Chinese messages.
export const PHONE_RULE = schemaRule(loginByPassword.input.shape.phone, { trim: true });

/** The phone field's look on the login and registration forms. */
export const PHONE_INPUT = {
  label: '手机号',
  required: true,
  type: 'tel',
  inputMode: 'numeric',
  maxLength: 11,
  placeholder: '请输入手机号',
  clearable: true,
} as const;
