import { Form, Input } from 'antd-mobile';
import { isPhone } from '../../../lib/validate';

// spec 000 §5: the phone rule of src/lib/validate.ts, with the form's Chinese messages.
const PHONE_RULES = [
  { required: true, message: '请输入手机号' },
  {
    validator: (_rule: unknown, value: string | undefined) =>
      !value || isPhone(value.trim())
        ? Promise.resolve()
        : Promise.reject(new Error('手机号格式不正确')),
  },
];

/** The phone number field of the login and registration forms (form name `phone`). */
export function PhoneField() {
  return (
    <Form.Item name="phone" label="手机号" rules={PHONE_RULES}>
      <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" clearable />
    </Form.Item>
  );
}
