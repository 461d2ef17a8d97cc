import * as z from 'zod/mini';

/**
 * Validation rules of form fields, once for the app and the server: the
 * contracts' input schemas use these fields, the forms validate with the same
 * schemas (and show their Chinese messages), the server refuses with them, and
 * src/lib/validate.ts's `isPhone` tests the same pattern.
 */

// spec 000 §5: 1 then 3/4/5/7/8/9 and 9 more digits, or 10 digits starting 09. Nothing else.
export const PHONE_PATTERN = /^(?:1[345789]\d{9}|09\d{8})$/;
/** The registration SMS code: 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** An inviter's code from a shared link (`?inviteCode=`). */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{1,16}$/;
/** A new password: 8–20 visible ASCII characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

// The first failing check's message is what a form shows, so "required" comes first.
export const phoneField = () =>
  z.string().check(z.minLength(1, '请输入手机号'), z.regex(PHONE_PATTERN, '手机号格式不正确'));

export const smsCodeField = () =>
  z.string().check(z.minLength(1, '请输入验证码'), z.regex(SMS_CODE_PATTERN, '验证码为 6 位数字'));

export const inviteCodeField = () =>
  z.string().check(z.regex(INVITE_CODE_PATTERN, '邀请码格式不正确'));

export const newPasswordField = () =>
  z
    .string()
    .check(
      z.minLength(1, '请设置密码'),
      z.regex(PASSWORD_PATTERN, '密码需为 8–20 位，且同时包含字母和数字'),
    );

/** A password being typed in to log in: any non-empty text (old accounts may predate the rule). */
export const passwordField = () => z.string().check(z.minLength(1, '请输入密码'));
