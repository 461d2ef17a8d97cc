import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_HOSTS, isTestHost, parseTestHosts } from '../../../src/app/test-hosts';

describe('test hosts (spec 000 §2: vConsole on two internal test hosts)', () => {
  it.each([
    [undefined, DEFAULT_TEST_HOSTS],
    ['', DEFAULT_TEST_HOSTS],
    ['  ', DEFAULT_TEST_HOSTS],
    ['a.test, B.Test ,,', ['a.test', 'b.test']],
  ])('parseTestHosts(%j)', (raw, expected) => {
    expect(parseTestHosts(raw)).toEqual(expected);
  });

  it.each([
    ['test-h5.internal', true],
    ['UAT-H5.internal', true],
    ['h5.example.com', false],
    ['127.0.0.1', false],
    ['test-h5.internal.evil.com', false],
  ])('isTestHost(%s) → %s', (hostname, expected) => {
    expect(isTestHost(hostname, DEFAULT_TEST_HOSTS)).toBe(expected);
  });
});
