import { describe, expect, it } from 'vitest';
import { base64Utf8, encodeSingleBody, sensorsCrc } from '../../../workers/delivery/encode';
import { encodeBatchBody } from '../../../src/sdk/core/encode';
import { decodeBody, makeEvent } from './fakes';

/** `hashCode` as sa-sdk-javascript 1.27 writes it: the reference for `crc`. */
function sensorsHashCode(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (hash << 5) - hash + text.charCodeAt(index);
    hash &= hash;
  }
  return hash;
}

describe('base64Utf8', () => {
  it.each([
    ['ascii', 'hello', 'aGVsbG8='],
    ['chinese', '拍卖', '5ouN5Y2W'],
    ['empty', '', ''],
  ])('encodes %s text as base64 of its UTF-8 bytes', (_label, text, expected) => {
    expect(base64Utf8(text)).toBe(expected);
  });

  it('encodes texts longer than one chunk', () => {
    const text = '出价'.repeat(40_000);
    expect(Buffer.from(base64Utf8(text), 'base64').toString('utf8')).toBe(text);
  });
});

describe('sensorsCrc', () => {
  it.each(['', 'a', 'eyJhIjoxfQ==', 'x'.repeat(5000), '5ouN5Y2W'.repeat(300)])(
    'matches the sensors hashCode for %#',
    (text) => {
      expect(sensorsCrc(text)).toBe(sensorsHashCode(text));
    },
  );
});

describe('bodies', () => {
  const events = [
    makeEvent(1, { goods_name: '二手相机', price: 1200 }),
    makeEvent(2, { note: '急售 😀' }),
  ];

  it('batch body is data_list of a base64 JSON array with gzip=0', () => {
    const body = encodeBatchBody(events);
    const form = new URLSearchParams(body);
    expect([...form.keys()]).toEqual(['data_list', 'gzip']);
    expect(form.get('gzip')).toBe('0');
    expect(decodeBody(body)).toEqual(events);
  });

  it('single body is data plus ext crc of the base64 data', () => {
    const [first] = events;
    if (!first) throw new Error('fixture');
    const body = encodeSingleBody(first);
    const form = new URLSearchParams(body);
    const data = form.get('data') ?? '';
    expect(body).toContain('&ext=crc%3D');
    expect(form.get('ext')).toBe(`crc=${sensorsHashCode(data)}`);
    expect(decodeBody(body)).toEqual([first]);
  });
});
