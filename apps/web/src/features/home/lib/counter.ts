/**
 * The statistics band (spec §3, §4, §9): each counter counts up to its target
 * in 150 steps over 10 s, once 30 % of the band is visible, after its own
 * start delay.
 */
export const COUNTER_DURATION_MS = 10_000;
export const COUNTER_STEPS = 150;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

export type StatisticKey = 'clients' | 'boats' | 'projects' | 'years';

export const statistics: readonly { key: StatisticKey; target: number; delayMs: number }[] = [
  { key: 'clients', target: 559, delayMs: 0 },
  { key: 'boats', target: 640, delayMs: 200 },
  { key: 'projects', target: 2681, delayMs: 400 },
  { key: 'years', target: 26, delayMs: 600 },
];

/** Time between two steps: 10000 / 150 ms. */
export const stepInterval = (durationMs = COUNTER_DURATION_MS, steps = COUNTER_STEPS): number => durationMs / steps;

/**
 * The value shown after `step` steps (0…steps): rises evenly, never passes the
 * target, and is exactly the target at the last step.
 */
export function counterValue(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.min(target, Math.floor((target * step) / steps));
}

/** Which step the counter is at `elapsedMs` after its own start. */
export function stepAt(elapsedMs: number, durationMs = COUNTER_DURATION_MS, steps = COUNTER_STEPS): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(steps, Math.floor(elapsedMs / stepInterval(durationMs, steps)));
}
