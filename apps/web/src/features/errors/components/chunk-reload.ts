/**
 * After a deploy, a tab opened on the previous build asks for lazy chunks
 * that no longer exist. Reloading once fetches the new build; a second
 * failure within a minute shows the error screen instead of looping.
 */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const RELOAD_KEY = 'mmt:chunk-reload-at';
const WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/** True (and remembered) when this error deserves one automatic reload. */
export function claimChunkReload(error: unknown, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, now: number = Date.now()): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_KEY));
    if (last && now - last < WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
