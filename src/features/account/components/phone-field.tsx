import { Form, Input } from 'antd-mobile';
import { schemaRule } from '../../../lib/schema-rule';
import { loginByPassword } from '../../../shared/contracts/user';

// spec 000 §5: the contracts' phone rule (src/shared/field-rules.ts), with its Chinese messages.
const PHONE_RULES = [schemaRule(loginByPassword.input.shape.phone, { trim: true })];

/** The phone number field of the login and registration forms (form name `phone`). */
export function PhoneField() {
  return (
    <Form.Item name="phone" label="手机号" required rules={PHONE_RULES}>
      <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" clearable />
    </Form.Item>
  );
}
