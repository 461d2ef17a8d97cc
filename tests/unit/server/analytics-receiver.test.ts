import { describe, expect, it } from 'vitest';
import { batchForm, makeServer, singleForm, toBase64, trackedEvent } from './server-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function events(app: Awaited<ReturnType<typeof makeServer>>, event?: string) {
  const url = event === undefined ? '/__dev/events' : `/__dev/events?event=${event}`;
  return (await app.inject({ method: 'GET', url })).json();
}

describe('POST /sa', () => {
  it('stores a single event (data + ext crc)', async () => {
    const app = await makeServer();
    const event = trackedEvent({ properties: { 名称: '中文属性' } });
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: singleForm(event),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stored: 1, duplicates: 0 });
    expect(await events(app)).toEqual({ events: [event], arrivals: 1, duplicates: 0 });
  });

  it('stores a batch in order (data_list, gzip=0)', async () => {
    const app = await makeServer();
    const batch = [trackedEvent(), trackedEvent({ event: 'other' }), trackedEvent()];
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm(batch),
    });
    expect(response.json()).toEqual({ stored: 3, duplicates: 0 });
    expect((await events(app)).events).toEqual(batch);
    expect((await events(app, 'other')).events).toEqual([batch[1]]);
  });

  it('accepts a text/plain body as sendBeacon sends it', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: batchForm([trackedEvent()]),
    });
    expect(response.json()).toEqual({ stored: 1, duplicates: 0 });
  });

  it('accepts a gzip=1 batch', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm([trackedEvent(), trackedEvent()], true),
    });
    expect(response.json()).toEqual({ stored: 2, duplicates: 0 });
  });

  it('stores a retried batch once and counts every arrival', async () => {
    const app = await makeServer();
    const batch = [trackedEvent(), trackedEvent()];
    await app.inject({ method: 'POST', url: '/sa', headers: FORM, payload: batchForm(batch) });
    const retry = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm([...batch, trackedEvent()]),
    });
    expect(retry.json()).toEqual({ stored: 1, duplicates: 2 });
    const readout = await events(app);
    expect(readout.events).toHaveLength(3);
    expect(readout).toMatchObject({ arrivals: 5, duplicates: 2 });
  });

  it('keeps the same _track_id of two visitors apart', async () => {
    const app = await makeServer();
    const batch = [
      trackedEvent({ _track_id: 7, distinct_id: 'a' }),
      trackedEvent({ _track_id: 7, distinct_id: 'b' }),
    ];
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: batchForm(batch),
    });
    expect(response.json()).toEqual({ stored: 2, duplicates: 0 });
  });

  it.each([
    ['no data field', 'ext=crc%3D1', 'missing field'],
    ['invalid base64', 'data=%%%%', 'base64'],
    [
      'base64 of non-JSON',
      `data=${encodeURIComponent(Buffer.from('hello').toString('base64'))}`,
      'not JSON',
    ],
    [
      'a batch that is not an array',
      `data_list=${encodeURIComponent(toBase64({ a: 1 }))}`,
      'JSON array',
    ],
    [
      'an event without distinct_id',
      batchForm([trackedEvent({ distinct_id: undefined })]),
      'event 0: distinct_id',
    ],
    [
      'an event with a string time',
      batchForm([trackedEvent(), trackedEvent({ time: 'now' })]),
      'event 1: time',
    ],
    ['properties that are an array', singleForm(trackedEvent({ properties: [] })), 'properties'],
    ['a gzip flag on plain data', batchForm([trackedEvent()]).replace('gzip=0', 'gzip=1'), 'gzip'],
  ])('rejects %s with 400 and stores nothing', async (_label, payload, message) => {
    const app = await makeServer();
    const response = await app.inject({ method: 'POST', url: '/sa', headers: FORM, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await events(app)).toEqual({ events: [], arrivals: 0, duplicates: 0 });
    const after = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: FORM,
      payload: singleForm(trackedEvent()),
    });
    expect(after.statusCode).toBe(200);
  });

  it('answers CORS headers for another origin', async () => {
    const app = await makeServer();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/sa',
      headers: { origin: 'http://localhost:9000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['/sa', '/sfo/x', '/config/visualized/Web.conf', '/sdk/deeplink/param'])(
    'never echoes the Origin with credentials on %s',
    async (url) => {
      const app = await makeServer();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('stores a cross-origin sendBeacon body (text/plain, a simple request)', async () => {
    const app = await makeServer();
    const event = trackedEvent();
    const response = await app.inject({
      method: 'POST',
      url: '/sa',
      headers: { origin: 'http://localhost:9000', 'content-type': 'text/plain;charset=UTF-8' },
      payload: singleForm(event),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await events(app)).events).toEqual([event]);
  });
});

describe('GET /sa.gif', () => {
  it('stores the event and answers a GIF', async () => {
    const app = await makeServer();
    const event = trackedEvent();
    const response = await app.inject({ method: 'GET', url: `/sa.gif?${singleForm(event)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await events(app)).events).toEqual([event]);
  });

  it('rejects a malformed query with 400', async () => {
    const app = await makeServer();
    const response = await app.inject({ method: 'GET', url: '/sa.gif?data=bm90IGpzb24%3D' });
    expect(response.statusCode).toBe(400);
  });
});
