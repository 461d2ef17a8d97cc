import { describe, expect, it } from 'vitest';
import { appDeepLink } from '../../../src/features/rules/open-app';

describe('appDeepLink', () => {
  it.each([
    ['paimaidemo://open', '/auctionList', 'paimaidemo://open?path=%2FauctionList'],
    ['paimaidemo://open?from=share', '/rules', 'paimaidemo://open?from=share&path=%2Frules'],
    ['paimaidemo://open', null, 'paimaidemo://open'],
    ['paimaidemo://open', '//evil.example', 'paimaidemo://open'],
    ['paimaidemo://open', 'https://evil.example', 'paimaidemo://open'],
    ['javascript://alert(1)', '/x', null],
    ['JavaScript://%0aalert(1)', '/x', null],
    ['data://text/html,x', '/x', null],
    ['https://evil.example', '/x', null],
    ['not a scheme', '/x', null],
    ['paimai demo://x', '/x', null],
  ])('%s + %s → %s', (scheme, path, expected) => {
    expect(appDeepLink(scheme, path)).toBe(expected);
  });
});
