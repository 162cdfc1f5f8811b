import { describe, expect, it } from '@jest/globals';
import { claimChunkReload, isChunkLoadError } from './chunk-reload';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk reload after a deploy', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then lets the error screen show for a minute', () => {
    const storage = memory();
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    expect(claimChunkReload(error, storage, 1_000)).toBe(true);
    expect(claimChunkReload(error, storage, 30_000)).toBe(false);
    expect(claimChunkReload(error, storage, 62_000)).toBe(true);
  });

  it('never reloads for other errors or without storage', () => {
    expect(claimChunkReload(new Error('boom'), memory())).toBe(false);
    expect(claimChunkReload(new TypeError('Failed to fetch dynamically imported module'), undefined)).toBe(false);
  });
});
