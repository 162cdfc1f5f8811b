import { useSyncExternalStore } from 'react';
import { PROBE_INTERVAL_MS, probeUrl, stateAfterProbe, type NetworkState } from './speed';

const PROBE_TIMEOUT_MS = 5000;

/** One latency probe: HEAD /favicon.ico?<random>, no cache; only `ok` is read. */
export async function probeLatency(signal?: AbortSignal): Promise<{ ok: true; latency: number } | { ok: false }> {
  const timeout = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const started = performance.now();
  try {
    const response = await fetch(probeUrl(), {
      method: 'HEAD',
      cache: 'no-store',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const latency = performance.now() - started;
    return response.ok ? { ok: true, latency } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** Before any effect runs (and on the server): online, not measured yet. */
export const initialNetworkState: NetworkState = { online: true, latency: null, speed: 'slow' };

type MeasuredState = NetworkState & { measured: boolean };

const unmeasured: MeasuredState = { ...initialNetworkState, measured: false };
let state = unmeasured;
const listeners = new Set<() => void>();
let stopProbing: (() => void) | null = null;

function setState(next: MeasuredState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Probes on start, every 10 s and on the browser's online/offline events; returns the stop. */
function startProbing(): () => void {
  const controller = new AbortController();
  let run = 0;

  const check = async () => {
    const mine = ++run;
    if (!navigator.onLine) {
      setState({ ...stateAfterProbe({ ok: false }, false), measured: true });
      return;
    }
    const result = await probeLatency(controller.signal);
    if (controller.signal.aborted || mine !== run) return;
    setState({ ...stateAfterProbe(result, navigator.onLine), measured: true });
  };

  void check();
  const timer = window.setInterval(() => void check(), PROBE_INTERVAL_MS);
  const onChange = () => void check();
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    controller.abort();
    window.clearInterval(timer);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** One probing for every reader (the network card and the particles, which are separate islands). */
function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  stopProbing ??= startProbing();
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    stopProbing?.();
    stopProbing = null;
    state = unmeasured;
  };
}

/**
 * The network state (spec §4): probed on load, every 10 s and on the
 * browser's online/offline events; offline as soon as the browser is.
 */
export function useNetworkStatus(): MeasuredState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => unmeasured,
  );
}
