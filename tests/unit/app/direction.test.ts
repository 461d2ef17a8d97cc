import { describe, expect, it } from 'vitest';
import { navigationDirection } from '../../../src/app/navigation/direction';
import { cameFromParticulars } from '../../../src/app/navigation/route-flags';

describe('navigationDirection', () => {
  it.each([
    ['PUSH', 0, 1, 'forward'],
    ['PUSH', null, null, 'forward'],
    ['REPLACE', 2, 2, 'none'],
    ['POP', 3, 2, 'back'],
    ['POP', 3, 0, 'back'],
    ['POP', 1, 2, 'forward'],
    ['POP', 2, 2, 'none'],
    ['POP', null, 1, 'back'],
    ['POP', 1, null, 'back'],
  ] as const)('%s from %s to %s → %s', (kind, from, to, expected) => {
    expect(navigationDirection(kind, from, to)).toBe(expected);
  });
});

describe('cameFromParticulars (spec 000 §2)', () => {
  it.each([
    ['/particularsDetails', '/financialDetails', true],
    ['/myWallet', '/financialDetails', false],
    [null, '/financialDetails', false],
    ['/particularsDetails', '/myWallet', null],
  ])('%s → %s gives %s', (from, to, expected) => {
    expect(cameFromParticulars(from, to)).toBe(expected);
  });
});
