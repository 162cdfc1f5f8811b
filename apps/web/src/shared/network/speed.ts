/**
 * The network state of the status card and the particle background (spec §3,
 * §4, §9): fast under 100 ms, medium under 300 ms, slow otherwise, offline
 * when the browser says so. A failed probe counts as 1000 ms.
 */
export type SpeedClass = 'fast' | 'medium' | 'slow' | 'offline';

export interface NetworkState {
  online: boolean;
  /** Round-trip of the last probe in ms; null before the first one. */
  latency: number | null;
  speed: SpeedClass;
}

export const FAST_BELOW_MS = 100;
export const MEDIUM_BELOW_MS = 300;
export const FAILED_PROBE_LATENCY_MS = 1000;
export const PROBE_INTERVAL_MS = 10_000;

export function speedClass(latency: number | null, online: boolean): SpeedClass {
  if (!online) return 'offline';
  if (latency === null || !Number.isFinite(latency)) return 'slow';
  if (latency < FAST_BELOW_MS) return 'fast';
  if (latency < MEDIUM_BELOW_MS) return 'medium';
  return 'slow';
}

/** The state after a probe: its latency, or 1000 ms (slow) when it failed. */
export function stateAfterProbe(result: { ok: true; latency: number } | { ok: false }, online: boolean): NetworkState {
  if (!online) return { online: false, latency: null, speed: 'offline' };
  const latency = result.ok ? Math.max(0, Math.round(result.latency)) : FAILED_PROBE_LATENCY_MS;
  return { online: true, latency, speed: speedClass(latency, true) };
}

/** The probe's address: /favicon.ico with a random query so no cache answers it. */
export function probeUrl(random: () => number = Math.random): string {
  return `/favicon.ico?${random().toString(36).slice(2)}`;
}

/** Particle speed factor per network class (spec §4). */
export function particleSpeedFactor(speed: SpeedClass): number {
  switch (speed) {
    case 'fast':
      return 1.5;
    case 'medium':
      return 1;
    case 'slow':
      return 0.5;
    case 'offline':
      return 0.3;
  }
}
