/** Plain-text tables for the terminal. */
import { abtestRows } from './abtest/abtest-targets';
import type { Delivery } from './page-driver';
import type { AppResults, Outcome, RunResults } from './results';
import { REPLAY_EVENTS } from './scenarios/replay';
import { SDK_IDS, SDK_LABELS } from './sdks';
import type { TargetCheck } from './targets';

function render(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, col) => Math.max(...rows.map((r) => (r[col] ?? '').length))) ?? [];
  const line = (r: string[]) => r.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join(' │ ');
  const [head, ...body] = rows;
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  return [line(head ?? []), rule, ...body.map(line)].join('\n');
}

function cell<T>(result: Outcome<T> | undefined, show: (value: T) => string): string {
  if (result === undefined) return '—';
  return result.ok ? show(result.value) : 'error';
}

const lostDup = (d: Delivery): string => `${d.lost} / ${d.duplicated}`;
const kb = (bytes: number): string => (bytes === 0 ? '0' : `${(bytes / 1000).toFixed(1)} KB`);

export function resultsTable(results: RunResults): string {
  if (!SDK_IDS.some((id) => results[id] !== undefined)) return '';
  const head = [
    'SDK',
    'µs/track (median)',
    'busy ms (loop+5 s)',
    'long tasks (n, ms)',
    '2000 all in',
    '2000 lost/dup',
    'offline 500 lost/dup',
    '30% fail 1000 lost/dup',
    '2 tabs 300 lost/dup',
    'main JS gz',
    'worker gz',
  ];
  const rows = SDK_IDS.filter((id) => results[id] !== undefined).map((id) => {
    const r = results[id];
    return [
      SDK_LABELS[id],
      cell(r?.track, (t) => t.usPerTrack.toFixed(1)),
      cell(r?.track, (t) => t.busyMs.toFixed(0)),
      cell(r?.track, (t) => `${t.longTasks.count}, ${t.longTasks.totalMs.toFixed(0)}`),
      cell(r?.track, (t) =>
        t.delivery.allInMs === null ? 'not all' : `${t.delivery.allInMs.toFixed(0)} ms`,
      ),
      cell(r?.track, (t) => lostDup(t.delivery)),
      cell(r?.offline, (o) => lostDup(o.delivery)),
      cell(r?.faults, (f) => lostDup(f.delivery)),
      cell(r?.tabs, (t) => lostDup(t.delivery)),
      cell(r?.build, (s) => kb(s.mainGz)),
      cell(r?.build, (s) => kb(s.workerGz)),
    ];
  });
  return render([head, ...rows]);
}

/** The app's first-route JavaScript and our replay of a long queue; '' when neither ran. */
export function budgetsTable(results: RunResults, app: AppResults): string {
  const rows: string[][] = [];
  if (app.firstRoute) {
    rows.push([
      'first route / : JS gz (main thread)',
      cell(app.firstRoute, (r) => kb(r.gzBytes.main)),
      cell(
        app.firstRoute,
        (r) =>
          `${r.scripts.filter((s) => s.thread === 'main').length} files, ${kb(r.rawBytes.main)} raw; ` +
          `worker ${kb(r.gzBytes.worker)} gz; idle after ${r.idleMs} ms`,
      ),
    ]);
  }
  const replay = results.ours?.replay;
  if (replay) {
    rows.push([
      `replay ${REPLAY_EVENTS} queued: all in`,
      cell(replay, (r) =>
        r.delivery.allInMs === null ? 'not all' : `${r.delivery.allInMs.toFixed(0)} ms`,
      ),
      cell(
        replay,
        (r) => `lost/dup ${lostDup(r.delivery)}; ${r.delivery.receiver.accepted} requests accepted`,
      ),
    ]);
  }
  if (app.popups) {
    rows.push([
      'popups: worker evaluate / event (200×5)',
      cell(app.popups, (r) => `${r.evaluate.medianMs.toFixed(3)} ms median`),
      cell(
        app.popups,
        (r) => `p95 ${r.evaluate.p95Ms.toFixed(3)} ms over ${r.evaluate.events} events`,
      ),
    ]);
    rows.push([
      'popups: track() µs, 200 plans / none',
      cell(
        app.popups,
        (r) => `${r.usPerTrack.loaded.toFixed(1)} / ${r.usPerTrack.none.toFixed(1)} µs`,
      ),
      cell(
        app.popups,
        (r) =>
          `2000 calls per load; loaded ${r.usPerTrack.loadedRuns.map((v) => v.toFixed(1)).join(' ')}` +
          ` / none ${r.usPerTrack.noneRuns.map((v) => v.toFixed(1)).join(' ')}`,
      ),
    ]);
    rows.push([
      'popups: track() → visible',
      cell(app.popups, (r) => `${r.visibleMs.median.toFixed(1)} ms median`),
      cell(
        app.popups,
        (r) =>
          `p90 ${r.visibleMs.p90.toFixed(1)} ms; first ${r.visibleMs.samples[0]?.toFixed(1)} ms (lazy chunk)`,
      ),
    ]);
  }
  rows.push(...abtestRows(app));
  return rows.length === 0 ? '' : render([['budget', 'figure', 'detail'], ...rows]);
}

/** Issue 6 per-route figures on the emulated phone; '' when the scenario did not run. */
export function routesTable(app: AppResults): string {
  const result = app.routes;
  if (!result?.ok) return '';
  const { conditions: c, routes } = result.value;
  const ms = (value: number | null): string => (value === null ? '—' : `${value.toFixed(0)} ms`);
  const rows = routes.map((load) =>
    load.built
      ? [
          load.route,
          kb(load.coldMainGzBytes),
          `${load.coldScripts.length}`,
          ms(load.cold.contentMs),
          ms(load.cold.fcpMs),
          ms(load.warm.contentMs),
          ms(load.warm.fcpMs),
          load.warmControlled ? 'yes' : 'no',
        ]
      : [load.route, 'not built yet', '', '', '', '', '', ''],
  );
  const title =
    `routes on an emulated phone (${c.downloadKbps / 1000} Mbps down, ${c.uploadKbps} kbps up, ` +
    `${c.rttMs} ms RTT, ${c.cpuSlowdown}× CPU; gzip gateway; median of ${result.value.runs} loads)`;
  const head = [
    'route',
    'cold JS gz (main)',
    'files',
    'content cold',
    'FCP cold',
    'content warm',
    'FCP warm',
    'SW controls warm',
  ];
  return `${title}\n${render([head, ...rows])}`;
}

export function targetsTable(checks: readonly TargetCheck[]): string {
  const verdict = (pass: boolean | null): string =>
    pass === null ? 'not run' : pass ? 'PASS' : 'FAIL';
  return render([
    ['target (ours)', 'goal', 'measured', 'result'],
    ...checks.map((c) => [c.name, c.target, c.measured, verdict(c.pass)]),
  ]);
}

export function errorLines(results: RunResults, app: AppResults): string[] {
  const lines: string[] = [];
  if (app.firstRoute && !app.firstRoute.ok) lines.push(`first route: ${app.firstRoute.error}`);
  if (app.routes && !app.routes.ok) lines.push(`routes: ${app.routes.error}`);
  if (app.popups && !app.popups.ok) lines.push(`popups: ${app.popups.error}`);
  if (app.abtest && !app.abtest.ok) lines.push(`abtest: ${app.abtest.error}`);
  for (const id of SDK_IDS) {
    const r = results[id];
    if (!r) continue;
    for (const [name, result] of Object.entries(r)) {
      if (result && !result.ok) lines.push(`${SDK_LABELS[id]} ${name}: ${result.error}`);
    }
  }
  return lines;
}
