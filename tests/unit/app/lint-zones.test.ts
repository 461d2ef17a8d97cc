import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each import zone of eslint.config.js, proven on a probe file placed (virtually) in the
// zone: the forbidden import is reported, an allowed neighbour is not. The imported files
// are real, so the resolver sees the same paths as `npm run lint`.
let eslint: ESLint;

// The first lint loads the plugins and the TypeScript resolver (several seconds on 2 cores).
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  await eslint.lintText('export {};\n', { filePath: 'src/app/zone-probe.ts' });
}, 60_000);

async function zoneErrors(probePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const probe = [x];\n`, {
    filePath: probePath,
  });
  return (result?.messages ?? [])
    .filter((message) =>
      ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

describe('lint zones', () => {
  it.each([
    // probe file, import, what the zone says
    [
      'src/features/home/zone-probe.ts',
      "import { appRoutes as x } from '../../app/routes';",
      'Features never import the app shell',
    ],
    [
      'src/sdk/zone-probe.ts',
      "import { appRoutes as x } from '../app/routes';",
      'SDK never imports the app',
    ],
    [
      'src/sdk/zone-probe.ts',
      "import x from '../features/home/pages/home-page';",
      'SDK never imports the app or its features',
    ],
    [
      'workers/zone-probe.ts',
      "import { appState as x } from '../src/store/app-state';",
      'Workers import only src/sdk/core and src/shared',
    ],
    [
      'server/zone-probe.ts',
      "import { maskPhone as x } from '../src/lib/validate';",
      'import only src/shared',
    ],
    [
      'sw/zone-probe.ts',
      "import { appState as x } from '../src/store/app-state';",
      'import only src/shared',
    ],
    [
      'src/api/zone-probe.ts',
      "import { Toast as x } from 'antd-mobile';",
      'The request layer has no UI',
    ],
    [
      'src/api/zone-probe.ts',
      "import x from 'antd-mobile/es/components/toast';",
      'The request layer has no UI',
    ],
    [
      'src/api/zone-probe.ts',
      "import { EmptyBlock as x } from '../components/status-block/status-block';",
      'The request layer has no UI',
    ],
    [
      'src/store/zone-probe.ts',
      "import { appRoutes as x } from '../app/routes';",
      'Imports flow one way',
    ],
    [
      'src/features/funds/zone-probe.ts',
      "import x from '../home/pages/home-page';",
      'A feature never imports another feature',
    ],
    [
      'src/sdk/core/zone-probe.ts',
      "import { appState as x } from '../../store/app-state';",
      'sdk/core is pure: no app, UI or I/O imports',
    ],
    [
      'src/sdk/core/zone-probe.ts',
      "import { maskPhone as x } from '../../lib/validate';",
      'sdk/core and src/shared are pure: they never import src/lib',
    ],
    [
      'src/shared/zone-probe.ts',
      "import { maskPhone as x } from '../lib/validate';",
      'sdk/core and src/shared are pure: they never import src/lib',
    ],
    [
      'src/sdk/core/zone-probe.ts',
      "import x from '../index';",
      'sdk/core never imports the SDK facade',
    ],
    [
      'src/shared/zone-probe.ts',
      "import x from '../sdk/index';",
      'src/shared is pure and imports only src/shared',
    ],
  ])('%s: %s is refused', async (probe, importLine, message) => {
    const errors = await zoneErrors(probe, importLine);
    expect(errors.join('\n')).toContain(message);
  });

  it.each([
    ['src/app/zone-probe.ts', "import x from '../features/home/pages/home-page';"],
    ['server/zone-probe.ts', "import { SERVICE_PATHS as x } from '../src/shared/service-paths';"],
    ['sw/zone-probe.ts', "import { SERVICE_PATHS as x } from '../src/shared/service-paths';"],
    ['workers/zone-probe.ts', "import { SERVICE_PATHS as x } from '../src/shared/service-paths';"],
    ['src/api/zone-probe.ts', "import { SERVICE_PATHS as x } from '../shared/service-paths';"],
    ['src/features/home/zone-probe.ts', "import { appState as x } from '../../store/app-state';"],
    ['src/features/home/zone-probe.ts', "import x from './pages/home-page';"],
    ['src/sdk/core/zone-probe.ts', "import { signParams as x } from '../../shared/sign';"],
    ['src/sdk/zone-probe.ts', "import { checkName as x } from './core/data-rules';"],
    [
      'src/features/rules/zone-probe.ts',
      "import { usePageActive as x } from '../../components/page-activity/page-activity';",
    ],
  ])('%s: %s is allowed', async (probe, importLine) => {
    expect(await zoneErrors(probe, importLine)).toEqual([]);
  });

  it('has a feature zone for every folder of src/features, none hand-kept', async () => {
    const folders = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const config = (await eslint.calculateConfigForFile('src/features/home/zone-probe.ts')) as {
      rules: Record<string, [unknown, { zones: { target: unknown; message?: string }[] }]>;
    };
    const zones = config.rules['import-x/no-restricted-paths']?.[1].zones ?? [];
    const featureTargets = zones
      .filter((zone) => zone.message?.startsWith('A feature never imports another feature'))
      .map((zone) => zone.target);
    expect(folders.length).toBeGreaterThan(0);
    expect(featureTargets.sort()).toEqual(folders.map((name) => `./src/features/${name}`).sort());
  });
});

async function ruleErrors(probePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: probePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const lines = (count: number, line: string) => Array<string>(count).fill(line).join('\n');
const longFile = `${lines(251, 'export const a = 1;')}\n`;
const longFunction = `export function f(): number {\n  let n = 0;\n${lines(80, '  n += 1;')}\n  return n;\n}\n`;

describe('pure core: no clock, randomness, DOM or storage in src/sdk/core and src/shared', () => {
  it.each([
    ['Date.now()', 'export const t = Date.now();', 'no-restricted-properties'],
    ['Math.random()', 'export const r = Math.random();', 'no-restricted-properties'],
    ['performance.now()', 'export const t = performance.now();', 'no-restricted-properties'],
    ['new Date()', 'export const d = new Date();', 'no-restricted-syntax'],
    ['window', 'export const h = window.location.href;', 'no-restricted-globals'],
    ['document', 'export const t = document.title;', 'no-restricted-globals'],
    ['localStorage', "export const v = localStorage.getItem('k');", 'no-restricted-globals'],
    ['globalThis.document', 'export const d = globalThis.document;', 'no-restricted-properties'],
  ])('%s is refused', async (_label, code, rule) => {
    for (const probe of ['src/sdk/core/zone-probe.ts', 'src/shared/zone-probe.ts']) {
      const errors = (await ruleErrors(probe, `${code}\n`)).filter((e) => e.startsWith(rule));
      expect(errors.join('\n')).toContain('sdk/core and src/shared are pure');
    }
  });

  it.each([
    ['src/sdk/core/zone-probe.ts', 'export const at = (now: number) => new Date(now);\n'],
    [
      'src/sdk/core/zone-probe.ts',
      'const window = { start: 1 };\nexport const s = window.start;\n',
    ],
    ['src/lib/zone-probe.ts', 'export const t = Date.now();\n'],
    ['src/sdk/zone-probe.ts', 'export const r = Math.random() + window.innerWidth;\n'],
  ])('%s: %j is allowed', async (probe, code) => {
    expect(await ruleErrors(probe, code)).toEqual([]);
  });
});

describe('sizes and names', () => {
  it.each([
    ['src/lib/zone-probe.ts', 'max-lines', longFile],
    ['server/kit/zone-probe.ts', 'max-lines-per-function', longFunction],
    ['tests/unit/lib/zone-probe.test.ts', 'max-lines', longFile],
    ['src/lib/ZoneProbe.ts', 'local/kebab-case-files: "ZoneProbe.ts"', 'export {};\n'],
    ['src/lib/zone_probe.test.ts', 'local/kebab-case-files', 'export {};\n'],
    ['src/Lib/zone-probe.ts', 'local/kebab-case-files: "Lib"', 'export {};\n'],
  ])('%s is refused by %s', async (probe, rule, code) => {
    expect((await ruleErrors(probe, code)).join('\n')).toContain(rule);
  });

  it.each([
    ['src/lib/zone-probe.config.ts', 'export {};\n'],
    ['.ci/zone-probe.ts', 'export {};\n'],
    // Named exceptions of eslint.config.js: seed data, and describe() callbacks in tests.
    ['server/db/seed/zone-probe-data.ts', longFile],
    ['tests/unit/lib/zone-probe.test.ts', longFunction],
  ])('%s is allowed', async (probe, code) => {
    expect(await ruleErrors(probe, code)).toEqual([]);
  });
});
