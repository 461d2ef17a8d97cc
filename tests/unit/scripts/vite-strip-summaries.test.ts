import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_FILE,
  stripContractSummaries,
  stripSummaries,
} from '../../../scripts/vite-strip-summaries';

const CONTRACTS = join('src', 'shared', 'contracts');

describe('stripSummaries', () => {
  it('empties the literal summary lines (wrapped ones too) and keeps every other line where it was', () => {
    const source = [
      'export const a = defineEndpoint({',
      "  path: '/api/a',",
      "  summary: 'The user\\'s cards, a page at a time.',",
      '  input: noInput,',
      '});',
      'export const b = defineEndpoint({',
      '  summary:',
      "    'A long summary that prettier wrapped onto the next line.',",
      '});',
      'const row = z.object({ title: z.string(), summary: z.string() });',
      '  summary: z.string(),',
    ].join('\n');
    const lines = stripSummaries(source).split('\n');
    expect(lines).toHaveLength(11);
    expect([lines[2], lines[6], lines[7]]).toEqual(['', '', '']);
    expect(lines.filter((line) => line === '')).toHaveLength(3);
    expect(lines[10]).toBe('  summary: z.string(),');
  });

  it('every contract file still parses the same fields once stripped (no schema field lost)', () => {
    for (const name of readdirSync(CONTRACTS)) {
      const source = readFileSync(join(CONTRACTS, name), 'utf8');
      const stripped = stripSummaries(source);
      expect(stripped.split('\n').length, name).toBe(source.split('\n').length);
      expect(stripped.match(/\bz\.\w+\(/g), name).toEqual(source.match(/\bz\.\w+\(/g));
      expect(stripped.match(/defineEndpoint\(/g), name).toEqual(source.match(/defineEndpoint\(/g));
    }
  });
});

describe('stripContractSummaries', () => {
  const plugin = stripContractSummaries();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;

  it('applies to the app build only, and only to contract files', () => {
    expect(plugin.apply).toBe('build');
    expect(CONTRACT_FILE.test('/app/src/shared/contracts/bank-wallet.ts')).toBe(true);
    expect(CONTRACT_FILE.test('/app/src/shared/contract.ts')).toBe(false);
    expect(CONTRACT_FILE.test('/app/src/features/rules/api/get-rule.ts')).toBe(false);
    const code = "x({\n  summary: 'Docs only.',\n});";
    expect(transform(code, '/app/src/features/x.ts')).toBeNull();
    expect(transform(code, '/app/src/shared/contracts/x.ts')?.code).toBe('x({\n\n});');
  });
});
