import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MAX_EVENTS_PER_REQUEST,
  MAX_INFLATED_BYTES,
  decodeReceiverPayload,
} from '../../../server/analytics/decode-payload';
import { batchForm, makeServer, trackedEvent } from './server-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

// 64 MB of spaces gzip to about 64 KB: the bomb.
const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' ')).toString('base64');
const bombForm = `data_list=${encodeURIComponent(bomb)}&gzip=1`;

describe('the analytics receiver against gzip bombs (issue 14 item 3)', () => {
  it('refuses a payload that inflates past the cap with 413 and a clear message', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: bombForm,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload inflates to more than 4 MB');
  });

  it('stops inflating at the cap instead of inflating the whole bomb', () => {
    const decoded = decodeReceiverPayload({ data_list: bomb, gzip: '1' });
    expect(decoded).toMatchObject({ ok: false, status: 413 });
  });

  it('answers other requests while bombs arrive, and still stores good batches', async () => {
    const app = await makeServer();
    const bombs = Array.from({ length: 3 }, () =>
      app.inject({ method: 'POST', url: '/sa', headers: FORM, payload: bombForm }),
    );
    const good = app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm([trackedEvent(), trackedEvent()], true),
    });
    const answers = await Promise.all([...bombs, good]);
    expect(answers.map((a) => a.statusCode)).toEqual([413, 413, 413, 200]);
    const events = (await app.inject({ method: 'GET', url: '/__dev/events' })).json();
    expect(events.events).toHaveLength(2);
  });

  it('accepts a payload just under the cap', () => {
    const padding = ' '.repeat(MAX_INFLATED_BYTES - 1024);
    const json = `[${JSON.stringify(trackedEvent())}${padding}]`;
    const data = gzipSync(Buffer.from(json)).toString('base64');
    expect(decodeReceiverPayload({ data_list: data, gzip: '1' })).toMatchObject({ ok: true });
  });

  it('refuses more events than one request may carry, with 413', async () => {
    const app = await makeServer();
    const many = Array.from({ length: MAX_EVENTS_PER_REQUEST + 1 }, () => trackedEvent());
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm(many, true),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/at most 1000 per request/);
    const events = (await app.inject({ method: 'GET', url: '/__dev/events' })).json();
    expect(events.events).toHaveLength(0);
  });
});
