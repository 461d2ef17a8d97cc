// The operator API's popup settings (CONTRACTS.md PUT /sfo/admin/settings).
import { describe, expect, it } from 'vitest';
import { AUTH, popupServer } from './popups-fixture';

describe('PUT /sfo/admin/settings', () => {
  it('changes only the fields given, answers and keeps them', async () => {
    const app = await popupServer();
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/sfo/admin/settings', headers: AUTH, payload });
    const limits = {
      is_in_use: true,
      limits: [{ limit: 1, value: 2, unit: 'HOUR', natural: true }],
    };
    expect((await put({ msg_limit_global: limits })).json()).toEqual({
      msg_limit_global: limits,
      popup_interval_global: { value: 30, unit: 'SECOND' },
      config_pull_interval_ms: 600000,
    });
    await put({ config_pull_interval_ms: 120000 });
    const read = (
      await app.inject({ method: 'GET', url: '/sfo/admin/settings', headers: AUTH })
    ).json();
    expect(read).toMatchObject({ msg_limit_global: limits, config_pull_interval_ms: 120000 });
  });

  it.each<[string, object, RegExp]>([
    ['an unknown field', { popup_interval: { value: 1, unit: 'DAY' } }, /popup_interval/],
    ['a pull interval below 10 s', { config_pull_interval_ms: 5 }, /config_pull_interval_ms/],
    [
      'a pull interval not an integer',
      { config_pull_interval_ms: 10000.5 },
      /config_pull_interval_ms/,
    ],
    [
      'limits not an array',
      { msg_limit_global: { is_in_use: true, limits: {} } },
      /msg_limit_global\.limits/,
    ],
    [
      'a limit without limit',
      { msg_limit_global: { is_in_use: true, limits: [{ value: 1, unit: 'DAY' }] } },
      /limits\.0\.limit/,
    ],
    [
      'a global interval unit',
      { popup_interval_global: { value: 1, unit: 'day' } },
      /popup_interval_global\.unit/,
    ],
  ])('400 naming the field: %s', async (_name, payload, message) => {
    const app = await popupServer();
    const response = await app.inject({
      method: 'PUT',
      url: '/sfo/admin/settings',
      headers: AUTH,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
  });
});
