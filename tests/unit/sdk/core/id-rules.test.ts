import { describe, expect, it } from 'vitest';
import {
  checkBindKey,
  checkId,
  checkItemId,
  checkItemType,
  checkLoginKey,
  checkUnbindKey,
  elementSelector,
  elementText,
  referrerValue,
  toIdString,
} from '../../../../src/sdk/core/id-rules';

describe('ids (spec 001 §5: string, non-empty, ≤ 255)', () => {
  it.each<[unknown, string | null]>([
    ['user-1', null],
    ['a'.repeat(255), null],
    ['a'.repeat(256), `${'a'.repeat(256)} length is longer than 255`],
    ['', 'Id is empty'],
    ['  ', 'Id is empty'],
    [12, '12 must be string'],
    [null, 'null must be string'],
  ])('checkId(%j) → %j', (id, expected) => {
    expect(checkId(id)).toBe(expected);
  });

  it('numbers become id strings, other values pass through', () => {
    expect(toIdString(12)).toBe('12');
    expect(toIdString('x')).toBe('x');
    expect(toIdString(Number.NaN)).toBeNaN();
  });
});

describe('items (spec 001 §5)', () => {
  it.each<[unknown, string | null]>([
    ['product', null],
    ['1product', '1product is invalid'],
    ['event', 'event is invalid'],
    ['', 'is empty'],
  ])('checkItemType(%j) → %j', (type, expected) => {
    expect(checkItemType(type)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['sku-1', null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), `${'a'.repeat(501)} length is longer than 500`],
    ['', 'item_id is empty'],
    [5, '5 must be string'],
  ])('checkItemId(%j) → %j', (id, expected) => {
    expect(checkItemId(id)).toBe(expected);
  });
});

describe('identity keys (spec 001 §5: not reserved identity names)', () => {
  it.each<[unknown, string | null]>([
    ['$identity_login_id', null],
    ['$identity_email', null],
    ['custom_key', null],
    ['$identity_anonymous_id', '$identity_anonymous_id is invalid'],
    ['$identity_cookie_id', '$identity_cookie_id is invalid'],
    ['1key', '1key is invalid'],
    ['', 'is empty'],
  ])('checkLoginKey(%j) → %j', (key, expected) => {
    expect(checkLoginKey(key)).toBe(expected);
  });

  it.each<[unknown, string, string | null]>([
    ['$identity_mobile', '', null],
    ['$identity_login_id', '', '$identity_login_id is invalid'],
    ['$identity_anonymous_id', '', '$identity_anonymous_id is invalid'],
    ['$identity_cookie_id', '', '$identity_cookie_id is invalid'],
    ['member_id', 'member_id', 'member_id is invalid'],
    ['member_id', 'other', null],
  ])('checkBindKey(%j, history %j) → %j', (key, history, expected) => {
    expect(checkBindKey(key, history)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['$identity_mobile', null],
    ['$identity_cookie_id', null],
    ['$identity_anonymous_id', '$identity_anonymous_id is invalid'],
    ['$identity_login_id', '$identity_login_id is invalid'],
  ])('checkUnbindKey(%j) → %j', (key, expected) => {
    expect(checkUnbindKey(key)).toBe(expected);
  });
});

describe('length limits (spec 001 §9)', () => {
  it('element text: whitespace collapsed, cut at 255', () => {
    expect(elementText('  a \n  b  ')).toBe('a b');
    expect(elementText('t'.repeat(300))).toHaveLength(255);
  });
  it('selector and path: 1024', () => {
    expect(elementSelector('s'.repeat(1024))).toHaveLength(1024);
    expect(elementSelector('s'.repeat(1025))).toHaveLength(1024);
  });
  it('referrer: 200', () => {
    expect(referrerValue('r'.repeat(201))).toHaveLength(200);
    expect(referrerValue('https://a.b/')).toBe('https://a.b/');
  });
});
