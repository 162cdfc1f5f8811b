/** Renew this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Never refresh in a tight loop, even when the server hands out very short tokens. */
export const MIN_REFRESH_DELAY_MS = 5_000;
/** setTimeout overflows above 2^31-1 ms (~24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * How long to wait before renewing a token that expires at `expiresAt`:
 * a minute early, or at 80 % of its life when it lives less than five
 * minutes. Invalid dates refresh soon rather than never.
 */
export function refreshDelay(expiresAt: unknown, now: number = Date.now()): number {
  const expiry = new Date(String(expiresAt)).getTime();
  if (Number.isNaN(expiry)) return MIN_REFRESH_DELAY_MS;
  const lifetime = expiry - now;
  const margin = Math.min(REFRESH_MARGIN_MS, lifetime * 0.2);
  return Math.min(MAX_TIMEOUT_MS, Math.max(MIN_REFRESH_DELAY_MS, lifetime - margin));
}
