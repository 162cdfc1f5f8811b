/**
 * Counts failed sign-ins per e-mail and per address in a sliding window. Past the limit the
 * key is refused until its oldest failure leaves the window: slowed down, never locked for good.
 * In memory: one API process serves the site (a restart forgets, which errs on the user's side).
 */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

const MAX_KEYS = 50_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rules: Record<'email' | 'address', ThrottleRule> = {
      email: { limit: 5, windowMs: 15 * 60_000 },
      address: { limit: 20, windowMs: 15 * 60_000 },
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another attempt is allowed, or 0. */
  retryAfterSeconds(email: string, address: string): number {
    return Math.max(this.waitFor(`email:${email}`, this.rules.email), this.waitFor(`address:${address}`, this.rules.address));
  }

  recordFailure(email: string, address: string): void {
    this.push(`email:${email}`, this.rules.email);
    this.push(`address:${address}`, this.rules.address);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string, rule: ThrottleRule): number[] {
    const since = this.now() - rule.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  private waitFor(key: string, rule: ThrottleRule): number {
    const times = this.recent(key, rule);
    if (times.length < rule.limit) return 0;
    const freedAt = times[times.length - rule.limit] + rule.windowMs;
    return Math.max(1, Math.ceil((freedAt - this.now()) / 1000));
  }

  private push(key: string, rule: ThrottleRule): void {
    const times = this.recent(key, rule);
    times.push(this.now());
    this.failures.delete(key);
    this.failures.set(key, times.slice(-rule.limit));
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }
}
