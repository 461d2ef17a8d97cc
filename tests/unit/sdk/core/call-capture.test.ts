import { describe, expect, it } from 'vitest';
import { CallCapture } from '../../../../src/sdk/core/call-capture';

const LISTED = new Date(2026, 10, 23, 9, 30, 0, 7);

describe('CallCapture', () => {
  it('gives back each call as it was at the call, whatever the caller changes after', () => {
    const capture = new CallCapture();
    const tags = ['二手', 7, null];
    const seller = { level: 1, city: '上海' };
    const listed = new Date(LISTED);
    let calls = 0;
    const input = { tags, seller, listed, page: () => `p${(calls += 1)}`, n: 1.5 };
    expect(capture.append(input)).toBe(true);
    tags.push('later');
    seller.level = 2;
    listed.setFullYear(2000);
    input.n = 3;
    const out = capture.next();
    expect(out).toEqual({
      tags: ['二手', 7, null],
      seller: { level: 1, city: '上海' },
      listed: LISTED,
      page: 'p1',
      n: 1.5,
    });
    expect(Object.keys(out)).toEqual(['tags', 'seller', 'listed', 'page', 'n']);
    expect(out.listed).not.toBe(listed);
    expect(calls).toBe(1);
  });

  it('writes what could still change and is not flat as JSON at the call', () => {
    const capture = new CallCapture();
    const inner = { open: true };
    const list = [{ id: 1 }, 'x'];
    capture.append({ shop: { inner, name: 'a' }, list, made: () => ({ at: 1 }) });
    inner.open = false;
    list[0] = { id: 2 };
    expect(capture.next()).toEqual({
      shop: '{"inner":{"open":true},"name":"a"}',
      list: ['{"id":1}', 'x'],
      made: { at: 1 },
    });
  });

  it('keeps own __proto__ keys as data, never as a prototype', () => {
    const capture = new CallCapture();
    capture.append({ data: JSON.parse('{"__proto__":"x","a":2}') as unknown });
    const { data } = capture.next() as { data: object };
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(JSON.stringify(data)).toBe('{"__proto__":"x","a":2}');
  });

  it('declines what the full rules must read now', () => {
    const capture = new CallCapture();
    const hostile = Object.defineProperty({ a: 1 }, 'b', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    });
    expect(capture.append('text')).toBe(false);
    expect(capture.append(new Map())).toBe(false);
    expect(capture.append(hostile)).toBe(false);
    // Nothing of the declined calls is left behind.
    capture.append({ ok: 1 });
    expect(capture.next()).toEqual({ ok: 1 });
  });

  it('reads records in order; release keeps the unread ones for the next reading', () => {
    const capture = new CallCapture();
    capture.append({ n: 1 });
    capture.appendReady({ ready: true });
    expect(capture.next()).toEqual({ n: 1 });
    capture.append({ n: 2 });
    capture.release();
    expect(capture.next()).toEqual({ ready: true });
    expect(capture.next()).toEqual({ n: 2 });
    capture.release();
    capture.append({ n: 3 });
    expect(capture.next()).toEqual({ n: 3 });
  });

  it('takes a burst larger than its slots, and starts over small after it', () => {
    const capture = new CallCapture();
    const burst = 5000; // about 20 slots each: past the 65536 made at start
    const props = (i: number) => ({
      i,
      tags: ['a', 'b'],
      at: new Date(LISTED.getTime() + i),
      o: { k: i, s: 'v' },
      f: () => i * 2,
    });
    for (let i = 0; i < burst; i += 1) capture.append(props(i));
    for (let i = 0; i < burst; i += 1) {
      expect(capture.next()).toEqual({ ...props(i), f: i * 2 });
    }
    capture.release();
    capture.append({ after: true });
    expect(capture.next()).toEqual({ after: true });
  });
});
