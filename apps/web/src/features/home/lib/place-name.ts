/**
 * Location card (spec §4, §7, §8): the place name is the part of the reverse
 * geocoder's `display_name` before the first comma; coordinates show with 4
 * decimals; without geolocation the card falls back to Palma de Mallorca.
 */
export const DEFAULT_PLACE = 'Palma de Mallorca';
export const UNKNOWN_PLACE = 'Unknown';

export type LocationState =
  | { status: 'loading' }
  /** From the browser's position; `place` null while the name is being looked up. */
  | { status: 'resolved'; lat: number; lon: number; place: string | null }
  /** Geolocation denied, unsupported or failing: the default place, no coordinates. */
  | { status: 'default'; place: string };

/** `"Palma, Illes Balears, España"` → `"Palma"`; anything unusable → 'Unknown'. */
export function placeFromGeocoding(body: unknown): string {
  if (!body || typeof body !== 'object') return UNKNOWN_PLACE;
  const displayName = (body as { display_name?: unknown }).display_name;
  if (typeof displayName !== 'string') return UNKNOWN_PLACE;
  const first = displayName.split(',')[0].trim();
  return first || UNKNOWN_PLACE;
}

/** Coordinates rounded to 4 decimals (about 11 m). */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function formatCoordinate(value: number): string {
  return roundCoordinate(value).toFixed(4);
}
