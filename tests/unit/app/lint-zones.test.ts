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
