/**
 * `npm run bench` (scripts/bench.mjs → tsx): builds each SDK's bench page,
 * starts the receiver, drives headless Chromium through the scenarios and
 * prints our row beside the peers' with the issue 3 targets, then writes
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
import type { ScenarioId } from './cli-args';
import { parseArgs } from './cli-args';
import type { PageEntry } from './ingest/static-files';
import { startReceiver } from './receiver';
import type { RunResults, SdkResults } from './results';
import { outcome } from './results';
import { runFaults } from './scenarios/faults';
import { runOffline } from './scenarios/offline';
import type { ScenarioEnv } from './scenarios/scenario-env';
import { runTrack } from './scenarios/track';
import { runTwoTabs } from './scenarios/two-tabs';
import type { SdkId } from './sdks';
import { SDK_LABELS } from './sdks';
import { errorLines, resultsTable, targetsTable } from './table';
import { checkTargets } from './targets';

/** The whole run must stay well under 10 minutes; this is the hard stop. */
const WATCHDOG_MS = 9 * 60_000;
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const buildRoot = path.join(benchDir, '.build');

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

async function runScenarios(
  env: ScenarioEnv,
  sdks: readonly SdkId[],
  only: readonly ScenarioId[],
  results: RunResults,
): Promise<void> {
  const slot = (sdk: SdkId): SdkResults => results[sdk] as SdkResults;
  if (only.includes('track')) {
    // Serial: main-thread timings must not compete for the CPU.
    for (const sdk of sdks) {
      log(`track: ${SDK_LABELS[sdk]}`);
      slot(sdk).track = await outcome(() => runTrack(env, sdk));
    }
  }
  // Delivery scenarios only wait on the network and timers: run the SDKs side by side.
  if (only.includes('offline')) {
    log('offline: all SDKs');
    await Promise.all(
      sdks.map(async (sdk) => void (slot(sdk).offline = await outcome(() => runOffline(env, sdk)))),
    );
  }
  if (only.includes('faults')) {
    log('faults: all SDKs');
    await Promise.all(
      sdks.map(async (sdk) => void (slot(sdk).faults = await outcome(() => runFaults(env, sdk)))),
    );
  }
  if (only.includes('tabs')) {
    log('two tabs: all SDKs');
    await Promise.all(
      sdks.map(async (sdk) => void (slot(sdk).tabs = await outcome(() => runTwoTabs(env, sdk)))),
    );
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const results: RunResults = {};
  log(`building pages: ${args.sdks.join(', ')}`);
  const pages = new Map<string, PageEntry>();
  for (const built of await buildPages(args.sdks, benchDir, buildRoot)) {
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
    if (browserScenarios.length > 0 && runnable.length > 0) {
      browser = await launchBenchBrowser();
      const env: ScenarioEnv = { browser, receiver, runId: startedAt.getTime().toString(36) };
      await runScenarios(env, runnable, browserScenarios, results);
    }
  } finally {
    await browser?.close();
    await receiver.close();
  }
  const targets = checkTargets(results);
  process.stdout.write(`\n${resultsTable(results)}\n\n${targetsTable(targets)}\n`);
  const errors = errorLines(results);
  if (errors.length > 0)
    process.stdout.write(`\nerrors:\n${errors.map((e) => `  ${e}`).join('\n')}\n`);
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
