import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES, specAreaOf } from '../../../src/app/routing/spec-routes';

describe('spec 000 §2 routes', () => {
  it('names each path once, all absolute single segments', () => {
    const paths = Object.values(SPEC_ROUTES).flat();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[A-Za-z]+$/);
    // 7 direct, 11 rules, 27 funds (26 listed + depositVerifyPhone), 7 other.
    expect(paths).toHaveLength(52);
  });

  it.each([
    ['/deposit', 'funds'],
    ['/deposit/', 'funds'],
    ['/DEPOSIT', 'funds'],
    ['/bankDetail/12', 'funds'],
    ['/directOrderDetail', 'direct'],
    ['/rulesDetail', 'rules'],
    ['/xiaodangDetectionPrivacy', 'other'],
    ['/depositVerifyPhone', 'funds'],
    ['/', null],
    ['/nope', null],
    ['/depositx', null],
    ['/api/deposit', null],
  ] as const)('%s belongs to %s', (path, area) => {
    expect(specAreaOf(path)).toBe(area);
  });
});
