import { describe, expect, it } from 'vitest';
import { createCommonProperties } from '../../../../src/sdk/core/common-props';
import type { PageEnv } from '../../../../src/sdk/core/preset';
import { presetProperties } from '../../../../src/sdk/core/preset';

const env: PageEnv = {
  url: 'https://app.example/a',
  host: 'app.example',
  path: '/a',
  title: 'A',
  referrer: 'https://ref.example/x',
  screenWidth: 375,
  screenHeight: 812,
  viewportWidth: 375,
  viewportHeight: 740,
  timezoneOffset: -480,
};

describe('createCommonProperties', () => {
  it('is the presets with the page properties over them', () => {
    const common = createCommonProperties();
    const page = { platform_type: 'H5', $title: 'page wins' };
    expect(common(env, null, { $latest_referrer: 'r' }, true, page)).toEqual({
      ...presetProperties(env, { $latest_referrer: 'r' }, true),
      ...page,
    });
  });

  it('returns the same object while nothing changed', () => {
    const common = createCommonProperties();
    const latest = {};
    const page = {};
    const first = common(env, null, latest, false, page);
    expect(common(env, null, latest, false, page)).toBe(first);
  });

  it.each([
    ['the URL', { ...env, url: 'https://app.example/b' }, null, false],
    ['the title', { ...env, title: 'B' }, null, false],
    ['the viewport', { ...env, viewportWidth: 400 }, null, false],
    ['the referrer override', env, 'https://app.example/prev', false],
    ['the first-day flag', env, null, true],
  ] as const)('rebuilds when %s changes', (_label, nextEnv, referrer, firstDay) => {
    const common = createCommonProperties();
    const latest = {};
    const page = {};
    const first = common(env, null, latest, false, page);
    const next = common(nextEnv, referrer, latest, firstDay, page);
    expect(next).not.toBe(first);
    expect(next).toEqual(
      presetProperties(referrer === null ? nextEnv : { ...nextEnv, referrer }, latest, firstDay),
    );
  });

  it('rebuilds when the page properties or $latest_* values are replaced', () => {
    const common = createCommonProperties();
    const first = common(env, null, {}, false, {});
    expect(common(env, null, {}, false, { a: 1 })).not.toBe(first);
  });
});
