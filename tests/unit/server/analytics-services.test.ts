import { describe, expect, it } from 'vitest';
import { DEMO_DEEP_LINK, DEMO_VISUAL_CONFIG } from '../../../server/db/seed/analytics-data';
import { makeServer } from './server-fixture';

const CONF = '/config/visualized/Web.conf';

function jsonpPayload(body: string, callback = 'saJSSDKVtrackCollectConfig'): unknown {
  const match = new RegExp(`^${callback.replace('.', '\\.')}\\((.*)\\);$`, 's').exec(body);
  if (!match?.[1]) throw new Error(`not JSONP: ${body.slice(0, 80)}`);
  return JSON.parse(match[1]);
}

describe('visual config JSONP', () => {
  it('answers 200 JSONP with os Web and the version for the page host', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'GET',
      url: `${CONF}?app_id=127.0.0.1:5173&v=&callback=saJSSDKVtrackCollectConfig`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/javascript');
    expect(jsonpPayload(response.body)).toEqual({
      ...DEMO_VISUAL_CONFIG.config,
      os: 'Web',
      version: DEMO_VISUAL_CONFIG.version,
    });
  });

  it('answers 304 when v is the current version', async () => {
    const app = await makeServer();
    const url = `${CONF}?app_id=127.0.0.1&v=${DEMO_VISUAL_CONFIG.version}`;
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('answers 205 for a host without a config and after PUT null', async () => {
    const app = await makeServer();
    expect(
      (await app.inject({ method: 'GET', url: `${CONF}?app_id=example.com` })).statusCode,
    ).toBe(205);
    await app.inject({
      method: 'PUT',
      url: '/__dev/visual-config',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect((await app.inject({ method: 'GET', url: `${CONF}?app_id=127.0.0.1` })).statusCode).toBe(
      205,
    );
  });

  it('serves a PUT config to every host, with a content version', async () => {
    const app = await makeServer();
    const config = { events: [{ event_type: 'webclick', event_name: 'x' }] };
    await app.inject({ method: 'PUT', url: '/__dev/visual-config', payload: config });
    const first = await app.inject({
      method: 'GET',
      url: `${CONF}?app_id=example.com&callback=cb`,
    });
    const payload = jsonpPayload(first.body, 'cb') as { version: string; events: unknown };
    expect(payload.events).toEqual(config.events);
    expect(payload.version).toMatch(/^[0-9a-f]{12}$/);
    const again = await app.inject({
      method: 'GET',
      url: `${CONF}?app_id=a.b&v=${payload.version}`,
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a callback that is not an identifier', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'GET',
      url: `${CONF}?app_id=x&callback=alert(1)//`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects a visual config that is not an object', async () => {
    const app = await makeServer();
    const response = await app.inject({ method: 'PUT', url: '/__dev/visual-config', payload: [1] });
    expect(response.statusCode).toBe(400);
  });
});

describe('deep link', () => {
  it('answers the sensors deep-link shape for a known key', async () => {
    const app = await makeServer();
    const response = await app.inject({
      method: 'GET',
      url: `/sdk/deeplink/param?key=${DEMO_DEEP_LINK.key}&system_type=JS&project=default`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO_DEEP_LINK.answer);
  });

  it.each([
    ['an unknown key', '?key=nope&system_type=JS&project=default', 404],
    ['another project', `?key=${DEMO_DEEP_LINK.key}&system_type=JS&project=other`, 404],
    ['no key', '?system_type=JS', 400],
  ])('answers errorMsg for %s', async (_label, query, status) => {
    const app = await makeServer();
    const response = await app.inject({ method: 'GET', url: `/sdk/deeplink/param${query}` });
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().errorMsg).toBe('string');
  });
});
