import { describe, expect, it } from 'vitest';
import { decodeReceiverPayload } from '../../../server/analytics/decode-payload';
import { formFields } from '../../../server/analytics/form-fields';
import { toBase64, trackedEvent } from './server-fixture';

describe('decodeReceiverPayload', () => {
  it('decodes UTF-8 text inside base64', () => {
    const event = trackedEvent({ properties: { 标题: '二手手机 📱' } });
    expect(decodeReceiverPayload({ data: toBase64(event) })).toEqual({ ok: true, events: [event] });
  });

  it('restores a + that form decoding turned into a space', () => {
    const event = trackedEvent({ properties: { s: '>>>?' } });
    const encoded = toBase64(event);
    expect(encoded).toContain('+');
    const mangled = formFields(`data=${encoded}`);
    expect(decodeReceiverPayload(mangled)).toEqual({ ok: true, events: [event] });
  });

  it('accepts an empty batch', () => {
    expect(decodeReceiverPayload({ data_list: toBase64([]) })).toEqual({ ok: true, events: [] });
  });

  it.each([
    [{ data: toBase64(trackedEvent()), gzip: '2' }, 'unsupported gzip'],
    [{ data: toBase64(trackedEvent({ _track_id: '' })) }, '_track_id'],
    [{ data: toBase64(trackedEvent({ type: 3 })) }, 'type'],
    [{ data: toBase64(trackedEvent({ event: 5 })) }, 'event must be a string'],
    [{ data: toBase64([trackedEvent()]) }, 'not an object'],
    [{ data: Buffer.from([0xff, 0xfe]).toString('base64') }, 'UTF-8'],
  ])('rejects %j', (fields, message) => {
    const result = decodeReceiverPayload(fields);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
