import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { clearSession, getAccessToken, onSessionCleared, refreshAccessToken, registerRefresher, setAccessToken } from './access-token';

beforeEach(() => clearSession());

describe('access token store', () => {
  it('keeps the token in memory and forgets it when the session ends', () => {
    const listener = jest.fn();
    const stop = onSessionCleared(listener);
    setAccessToken('t1');
    expect(getAccessToken()).toBe('t1');
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares one refresh between concurrent callers (the server rotates the refresh token)', async () => {
    let resolve!: (token: string) => void;
    const refresher = jest.fn(() => new Promise<string | null>((r) => (resolve = r)));
    const unregister = registerRefresher(refresher);
    const first = refreshAccessToken();
    const second = refreshAccessToken();
    resolve('fresh');
    await expect(first).resolves.toBe('fresh');
    await expect(second).resolves.toBe('fresh');
    expect(refresher).toHaveBeenCalledTimes(1);

    // A later call refreshes again.
    const third = refreshAccessToken();
    resolve('fresher');
    await expect(third).resolves.toBe('fresher');
    expect(refresher).toHaveBeenCalledTimes(2);
    unregister();
  });

  it('answers null when nobody can refresh or the refresh fails', async () => {
    await expect(refreshAccessToken()).resolves.toBeNull();
    const unregister = registerRefresher(() => Promise.reject(new Error('offline')));
    await expect(refreshAccessToken()).resolves.toBeNull();
    unregister();
  });
});
