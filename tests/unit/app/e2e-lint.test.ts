import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The e2e rule of eslint.config.js (issue 13 §4): a sleep or a bare timer in a browser test
// is reported; the same code elsewhere, and a wait for an app signal, are not.
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  await eslint.lintText('export {};\n', { filePath: 'tests/e2e/timer-probe.ts' });
}, 60_000);

async function timerErrors(filePath: string, body: string): Promise<number> {
  const code = `import type { Page } from 'playwright-core';\nexport async function probe(page: Page) {\n${body}\n}\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
    .length;
}

describe('no sleeps in e2e tests', () => {
  it.each([
    ['await page.waitForTimeout(500);'],
    ['await new Promise((resolve) => setTimeout(resolve, 300));'],
    ['await page.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 300)));'],
    ['window.setInterval(() => undefined, 100);'],
  ])('reports %s in tests/e2e', async (line) => {
    expect(await timerErrors('tests/e2e/timer-probe.ts', line)).toBe(1);
  });

  it('leaves signal waits in tests/e2e, and timers outside it, alone', async () => {
    const signal = "await page.locator('[data-offline]').waitFor({ state: 'attached' });";
    expect(await timerErrors('tests/e2e/timer-probe.ts', signal)).toBe(0);
    const timer = 'await new Promise((resolve) => setTimeout(resolve, 300));';
    expect(await timerErrors('tests/unit/timer-probe.ts', timer)).toBe(0);
  });
});
