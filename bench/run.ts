/**
 * `npm run bench` (scripts/bench.mjs → tsx): builds each SDK's bench page,
 * starts the receiver, drives headless Chromium through the scenarios and
 * prints our row beside the peers' with the issue 3 targets, the app's
 * first-route JavaScript and our replay budget, then writes
 * bench/results/latest.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBenchBrowser } from './browser';
import { buildPages } from './build-pages';
import { checkBudgets } from './budgets';
import { checkAbtestTargets } from './abtest/abtest-targets';
import { checkPopupTargets } from './popups/popup-targets';
import { needsSdkPages, parseArgs } from './cli-args';
import type { PageEntry } from './ingest/static-files';
import { startReceiver } from './receiver';
import type { AppResults, RunResults } from './results';
import { runAppScenarios, runSdkScenarios } from './scenarios/run-scenarios';
import type { ScenarioEnv } from './scenarios/scenario-env';
import { SDK_LABELS } from './sdks';
import { budgetsTable, errorLines, resultsTable, routesTable, targetsTable } from './table';
import { checkTargets } from './targets';

/** The whole run must stay well under 10 minutes; this is the hard stop. */
const WATCHDOG_MS = 9 * 60_000;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
// BENCH_BUILD_DIR lets two benches run side by side in one tree (each builds its own pages).
const buildRoot = process.env.BENCH_BUILD_DIR
  ? path.resolve(process.env.BENCH_BUILD_DIR)
  : path.join(benchDir, '.build');

const log = (line: string): void => void process.stderr.write(`[bench] ${line}\n`);

async function peerVersions(): Promise<Record<string, string>> {
  const names = [
    'sa-sdk-javascript',
    'posthog-js',
    '@amplitude/analytics-browser',
    'playwright-core',
    'vite',
  ];
  const entries = await Promise.all(
    names.map(async (name) => {
      const file = path.join(benchDir, '..', 'node_modules', name, 'package.json');
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
      const version =
        typeof parsed === 'object' && parsed !== null && 'version' in parsed
          ? String(parsed.version)
          : 'missing';
      return [name, version] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const results: RunResults = {};
  let app: AppResults = {};
  const sdksToBuild = needsSdkPages(args.only) ? args.sdks : [];
  if (sdksToBuild.length > 0) log(`building pages: ${sdksToBuild.join(', ')}`);
  const pages = new Map<string, PageEntry>();
  for (const built of await buildPages(sdksToBuild, benchDir, buildRoot)) {
    if (built.ok) {
      pages.set(built.page.sdk, built.page.entry);
      results[built.page.sdk] = { build: { ok: true, value: built.page.sizes } };
    } else {
      const error = stripVTControlCharacters(built.error)
        .split('\n')
        .filter(Boolean)
        .slice(0, 3)
        .join(' ');
      results[built.sdk] = { build: { ok: false, error } };
      log(`build failed for ${SDK_LABELS[built.sdk]}: ${error}`);
    }
  }
  const runnable = args.sdks.filter((sdk) => pages.has(sdk));
  const browserScenarios = args.only.filter((s) => s !== 'size');
  const receiver = await startReceiver(buildRoot);
  receiver.setPages(pages);
  let browser: Browser | undefined;
  try {
    if (browserScenarios.length > 0) {
      browser = await launchBenchBrowser();
      const env: ScenarioEnv = { browser, receiver, runId: startedAt.getTime().toString(36) };
      if (runnable.length > 0) await runSdkScenarios(env, runnable, browserScenarios, results);
      app = await runAppScenarios(env, browserScenarios, {
        projectRoot: path.join(benchDir, '..'),
        buildRoot,
      });
    }
  } finally {
    await browser?.close();
    await receiver.close();
  }
  const targets = [
    ...checkTargets(results),
    ...checkBudgets(results, app),
    ...checkPopupTargets(app),
    ...checkAbtestTargets(app),
  ];
  const tables = [
    resultsTable(results),
    budgetsTable(results, app),
    routesTable(app),
    targetsTable(targets),
  ];
  process.stdout.write(`\n${tables.filter(Boolean).join('\n\n')}\n`);
  const errors = errorLines(results, app);
  if (errors.length > 0) {
    process.stdout.write(`\nerrors:\n${errors.map((e) => `  ${e}`).join('\n')}\n`);
    // Targets missed are figures to read; a scenario that could not run is a broken bench.
    process.exitCode = 1;
  }
  const report = {
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    args,
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
    },
    versions: await peerVersions(),
    results,
    app,
    targets,
  };
  await mkdir(path.join(benchDir, 'results'), { recursive: true });
  await writeFile(
    path.join(benchDir, 'results', 'latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  log(`wrote bench/results/latest.json in ${(report.durationMs / 1000).toFixed(0)} s`);
}

const watchdog = setTimeout(() => {
  log(`watchdog: run exceeded ${WATCHDOG_MS / 60_000} minutes, aborting`);
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main().catch((error: unknown) => {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
