import { useEffect, useState } from 'react';
import { externalServices } from '../config/external-services';

export type PublicIpState = { status: 'loading' } | { status: 'ready'; ip: string } | { status: 'unavailable' };

/** Reads `ip` from a lookup answer; anything else is "unavailable". */
export function parseIpAnswer(body: unknown): string | null {
  if (body && typeof body === 'object' && 'ip' in body) {
    const ip = (body as { ip: unknown }).ip;
    if (typeof ip === 'string' && /^[0-9a-fA-F:.]{2,45}$/.test(ip.trim())) return ip.trim();
  }
  return null;
}

/** The visitor's public IP from the configured lookup service (spec §7); unavailable when offline or failing. */
export function usePublicIp(online: boolean): PublicIpState {
  const [state, setState] = useState<PublicIpState>({ status: 'loading' });

  useEffect(() => {
    if (!online) {
      setState({ status: 'unavailable' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    fetch(externalServices.ipLookupUrl, {
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(8000)]),
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: unknown) => {
        const ip = parseIpAnswer(body);
        setState(ip ? { status: 'ready', ip } : { status: 'unavailable' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('IP lookup failed', error);
        setState({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, [online]);

  return state;
}
