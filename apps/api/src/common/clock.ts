import { Injectable } from '@nestjs/common';

/**
 * Time as the application waits on it. Tests build the app with a clock they move on themselves
 * (testing/manual-clock.ts) instead of waiting for time to pass.
 */
@Injectable()
export class Clock {
  /** Now, in milliseconds since the epoch (what caches compare their expiry with). */
  now(): number {
    return Date.now();
  }

  /** A signal that aborts once `ms` have passed. */
  timeout(ms: number): AbortSignal {
    return AbortSignal.timeout(ms);
  }
}
