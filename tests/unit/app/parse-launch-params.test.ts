import { describe, expect, it } from 'vitest';
import {
  parseLaunchParams,
  pxToRem,
  stripSensitiveParams,
} from '../../../src/app/boot/parse-launch-params';

describe('parseLaunchParams', () => {
  it('reads every launch parameter of spec 000 §3', () => {
    expect(
      parseLaunchParams(
        '?token=abc.DEF-123&biddingNo=B2024-01&phone=13800000001&macAddress=02:00:00:00:00:00' +
          '&sellerId=20001&statusHeight=44&bottomHeight=34',
      ),
    ).toEqual({
      token: 'abc.DEF-123',
      biddingNo: 'B2024-01',
      phone: '13800000001',
      macAddress: '02:00:00:00:00:00',
      sellerId: '20001',
      statusHeight: '1.17rem',
      bottomOffset: '0.91rem',
    });
  });

  it('returns nothing for an empty query', () => {
    expect(parseLaunchParams('')).toEqual({});
  });

  it('restores a + of an unencoded base64 token that form decoding turned into a space', () => {
    expect(parseLaunchParams('?token=ab+cd==').token).toBe('ab+cd==');
  });

  it.each([
    ['token', '?token=', 'token'],
    ['token with markup', '?token=%3Cscript%3E', 'token'],
    ['token too long', `?token=${'a'.repeat(1025)}`, 'token'],
    ['phone not a phone', '?phone=12345', 'phone'],
    ['phone with +86', '?phone=%2B8613800000001', 'phone'],
    ['sellerId not a number', '?sellerId=abc', 'sellerId'],
    ['sellerId zero', '?sellerId=0', 'sellerId'],
    ['sellerId negative', '?sellerId=-5', 'sellerId'],
    ['biddingNo with spaces', '?biddingNo=a%20b', 'biddingNo'],
    ['macAddress with quotes', '?macAddress=%22x%22', 'macAddress'],
    ['statusHeight non-numeric', '?statusHeight=abc', 'statusHeight'],
    ['statusHeight negative', '?statusHeight=-20', 'statusHeight'],
    ['statusHeight absurd', '?statusHeight=5000', 'statusHeight'],
    ['statusHeight exponent', '?statusHeight=1e2', 'statusHeight'],
    ['statusHeight with unit', '?statusHeight=44px', 'statusHeight'],
    ['statusHeight Infinity', '?statusHeight=Infinity', 'statusHeight'],
    ['bottomHeight absurd', '?bottomHeight=999', 'bottomOffset'],
    ['bottomHeight empty', '?bottomHeight=', 'bottomOffset'],
  ])('drops a malformed value: %s', (_label, search, key) => {
    expect(parseLaunchParams(search)).not.toHaveProperty(key);
  });

  it('keeps the valid values when another one is malformed', () => {
    expect(parseLaunchParams('?statusHeight=abc&sellerId=7')).toEqual({ sellerId: '7' });
  });
});

describe('pxToRem', () => {
  it.each([
    ['44', '1.17rem'],
    ['0', '0rem'],
    ['37.5', '1rem'],
    [' 20 ', '0.53rem'],
    ['200', '5.33rem'],
    ['201', null],
    ['', null],
    [null, null],
  ])('%s px → %s', (raw, expected) => {
    expect(pxToRem(raw, 200)).toBe(expected);
  });
});

describe('stripSensitiveParams', () => {
  it.each([
    ['?token=t&statusHeight=44', '?statusHeight=44'],
    ['?token=t', ''],
    ['?token=t&phone=13800000001&macAddress=x&sellerId=1', '?sellerId=1'],
    ['?sellerId=1&statusHeight=44', null],
    ['', null],
  ])('%s → %s', (search, expected) => {
    expect(stripSensitiveParams(search)).toBe(expected);
  });
});
