/**
 * Issue 7 "Benchmark" targets: worker evaluation median under 1 ms per event
 * with 200 plans of 5 rules; main-thread track() with those plans no slower
 * than with none, within noise; track() → popup visible median under 50 ms.
 */
import type { AppResults } from '../results';
import { valueOf } from '../results';
import type { TargetCheck } from '../targets';

export const POPUP_TARGETS = {
  evaluateMedianMs: 1,
  visibleMedianMs: 50,
  /**
   * "No change within noise": the loaded median must fall within the spread of
   * the page loads without plans (their slowest run), plus 10% or 0.5 µs.
   */
  noiseFactor: 1.1,
  noiseFloorUs: 0.5,
} as const;

export function checkPopupTargets(app: AppResults): TargetCheck[] {
  const popups = valueOf(app.popups);
  const us = popups?.usPerTrack;
  const slowestNone = us ? Math.max(us.none, ...us.noneRuns) : 0;
  const allowedUs = Math.max(
    slowestNone * POPUP_TARGETS.noiseFactor,
    slowestNone + POPUP_TARGETS.noiseFloorUs,
  );
  return [
    {
      name: 'popups: worker evaluation / event (200×5)',
      target: `median < ${POPUP_TARGETS.evaluateMedianMs} ms`,
      measured: popups ? `${popups.evaluate.medianMs.toFixed(3)} ms` : '—',
      pass: popups ? popups.evaluate.medianMs < POPUP_TARGETS.evaluateMedianMs : null,
    },
    {
      name: 'popups: track() µs, 200 plans vs none',
      target: us
        ? `≤ ${allowedUs.toFixed(1)} µs (none: median ${us.none.toFixed(1)}, slowest ${slowestNone.toFixed(1)})`
        : 'no change',
      measured: us ? `${us.loaded.toFixed(1)} µs` : '—',
      pass: us ? us.loaded <= allowedUs : null,
    },
    {
      name: 'popups: track() → visible',
      target: `median < ${POPUP_TARGETS.visibleMedianMs} ms`,
      measured: popups ? `${popups.visibleMs.median.toFixed(1)} ms` : '—',
      pass: popups ? popups.visibleMs.median < POPUP_TARGETS.visibleMedianMs : null,
    },
  ];
}
