import { describe, expect, it } from 'vitest';
import type { ExperimentResult } from '../../../../src/sdk/core/abtest-result';
import {
  countRedirectingLinks,
  decideLink,
  experimentAddress,
} from '../../../../src/sdk/core/abtest-link-decision';
import { isMarkedAddress } from '../../../../src/sdk/core/abtest-mark';

function link(overrides: Partial<ExperimentResult> = {}): ExperimentResult {
  return {
    abtest_experiment_id: 'legacy-account-link',
    abtest_experiment_group_id: 'to-home',
    abtest_experiment_result_id: 'r1',
    experiment_type: 'LINK',
    is_control_group: false,
    control_link: '/account',
    link_match_type: 'FUZZY',
    experiment_link: '/',
    variables: [],
    ...overrides,
  };
}

const PAGE = 'https://m.example.com/account?sellerId=42#top';

describe('decideLink', () => {
  it.each([
    ['experiment group on the control page', [link()], PAGE, 'redirect'],
    ['control group on the control page', [link({ is_control_group: true })], PAGE, 'stay'],
    ['another page', [link()], 'https://m.example.com/rules', 'none'],
    [
      'an already redirected (marked) address',
      [link()],
      'https://m.example.com/account?sellerId=42&saSDKMultilink=true#top',
      'none',
    ],
    ['a CODE result is never a link', [link({ experiment_type: 'CODE' })], PAGE, 'none'],
    [
      'no experiment link: treated as control',
      [link({ experiment_link: undefined })],
      PAGE,
      'stay',
    ],
    [
      'unbuildable target: defaults (stay)',
      [link({ experiment_link: 'javascript:alert(1)' })],
      PAGE,
      'stay',
    ],
    ['no results', [], PAGE, 'none'],
    [
      'REGEXP control link',
      [link({ control_link: '/acc(ount)?$', link_match_type: 'REGEXP' })],
      'https://m.example.com/account',
      'redirect',
    ],
  ] as const)('%s', (_name, results, href, action) => {
    expect(decideLink(results, href).action).toBe(action);
  });

  it('the first matching experiment decides', () => {
    const first = link({ abtest_experiment_id: 'a', is_control_group: true });
    const second = link({ abtest_experiment_id: 'b' });
    const decision = decideLink([first, second], PAGE);
    expect(decision).toMatchObject({ action: 'stay', result: { abtest_experiment_id: 'a' } });
  });
});

describe('experimentAddress', () => {
  it.each([
    ['/', 'https://m.example.com/?sellerId=42&saSDKMultilink=true'],
    ['/home?tab=2', 'https://m.example.com/home?tab=2&sellerId=42&saSDKMultilink=true'],
    ['/home?sellerId=7', 'https://m.example.com/home?sellerId=7&saSDKMultilink=true'],
    [
      'https://other.example.com/x#h',
      'https://other.example.com/x?sellerId=42&saSDKMultilink=true#h',
    ],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
  ])('%s → %s', (target, expected) => {
    expect(experimentAddress(PAGE, target)).toBe(expected);
  });

  it('the address it builds is marked, so it never redirects again (no loop)', () => {
    const url = experimentAddress(PAGE, '/account?v=2');
    expect(url && isMarkedAddress(url)).toBe(true);
    expect(decideLink([link({ experiment_link: '/account?v=2' })], url!).action).toBe('none');
  });
});

describe('countRedirectingLinks (the page-load mask hint)', () => {
  it.each([
    [[link()], 1],
    [[link({ is_control_group: true })], 0],
    [[link({ experiment_type: 'VISUAL' })], 0],
    [[link(), link({ abtest_experiment_id: 'b' })], 2],
  ])('%#', (results, count) => {
    expect(countRedirectingLinks(results)).toBe(count);
  });
});
