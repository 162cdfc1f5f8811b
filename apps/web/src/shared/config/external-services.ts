/**
 * Third-party services the browser calls directly (spec §7). Chosen at build
 * time through Vite env (`VITE_IP_LOOKUP_URL`, `VITE_GEOCODING_URL`), with
 * public defaults. Read only here, so tests and deployments change one place;
 * the build also writes their origins for the server's CSP (externalOrigins).
 */
export const DEFAULT_IP_LOOKUP_URL = 'https://api.ipify.org?format=json';
export const DEFAULT_GEOCODING_URL = 'https://nominatim.openstreetmap.org/reverse';

function fromEnv(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

type Env = Partial<Record<string, string>>;

export function externalServiceUrls(env: Env) {
  return {
    /** GET → `{ "ip": "…" }`. */
    ipLookupUrl: fromEnv(env.VITE_IP_LOOKUP_URL, DEFAULT_IP_LOOKUP_URL),
    /** Nominatim-style reverse geocoding: `?format=json&lat=&lon=&zoom=10` → `{ "display_name": "…" }`. */
    geocodingUrl: fromEnv(env.VITE_GEOCODING_URL, DEFAULT_GEOCODING_URL),
  } as const;
}

// `import.meta.env` exists under Vite; under Jest (plain ESM) it does not.
export const externalServices = externalServiceUrls((import.meta as { env?: Record<string, string> }).env ?? {});

/**
 * The origins outside this site the browser reaches, by CSP directive: the web build writes them
 * (external-origins.json) and the server lists them in its Content-Security-Policy.
 */
export function externalOrigins(env: Env, documentationFolderUrl: string): Record<'connect-src' | 'frame-src', string[]> {
  const services = externalServiceUrls(env);
  const origins = (...urls: string[]) => [...new Set(urls.map((url) => new URL(url).origin))];
  return {
    // The documentation viewer is probed (use-reachable.ts) before it is framed.
    'connect-src': origins(services.ipLookupUrl, services.geocodingUrl, documentationFolderUrl),
    'frame-src': origins(documentationFolderUrl),
  };
}

/** The reverse-geocoding request for a position (spec §7: format, lat, lon, zoom=10). */
export function reverseGeocodingUrl(lat: number, lon: number, base: string = externalServices.geocodingUrl): string {
  const url = new URL(base);
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(lat));
  url.searchParams.set('lon', String(lon));
  url.searchParams.set('zoom', '10');
  return url.toString();
}
