import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { graphQLError } from '../errors/graphql-errors.js';
import { PreparedStatement } from '../prepared-statement.js';

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Roughly one call in this many also deletes the windows whose hits are all over. */
const CLEANUP_EVERY = 100;

/** The hits of row `w` still inside the window of $2 seconds, on the database's clock. */
const IN_WINDOW = `(SELECT coalesce(array_agg(h ORDER BY h), '{}') FROM unnest(w.hits) h WHERE h > now() - make_interval(secs => $2::integer))`;

/**
 * An estimated bucket's row `r` counts in fixed windows of $2 seconds from its first hit: `AGE` is
 * how many of them have passed since its current one began; once it is 1 the current window becomes
 * the previous one, at 2 both are over.
 */
const AGE = 'extract(epoch FROM now() - r.window_start) / $2::integer';
const WINDOW_NOW = `CASE WHEN ${AGE} < 1 THEN r.window_start WHEN ${AGE} < 2 THEN r.window_start + make_interval(secs => $2::integer) ELSE now() END`;
const CURRENT_HITS = `CASE WHEN ${AGE} < 1 THEN r.current_hits ELSE 0 END`;
const PREVIOUS_HITS = `CASE WHEN ${AGE} < 1 THEN r.previous_hits WHEN ${AGE} < 2 THEN r.current_hits ELSE 0 END`;
/** The hits in the sliding window ending now: all of the current window's, and the share of the previous one it still covers. */
const ESTIMATE = `(${PREVIOUS_HITS}) * (1 - CASE WHEN ${AGE} < 1 THEN ${AGE} WHEN ${AGE} < 2 THEN ${AGE} - 1 ELSE 0 END) + ${CURRENT_HITS}`;

/** hitEstimated()'s upsert ($1 bucket, $2 window in seconds, $3 limit): prepared, its long text is parsed and planned once per connection. */
const HIT_ESTIMATED = new PreparedStatement(
  'rate-limit-hit-estimated',
  `INSERT INTO rate_limit_estimates AS r (bucket, window_start, current_hits, previous_hits, expires_at)
   VALUES ($1, now(), 1, 0, now() + make_interval(secs => 2 * $2::integer))
   ON CONFLICT (bucket) DO UPDATE SET window_start = ${WINDOW_NOW}, current_hits = ${CURRENT_HITS} + 1,
     previous_hits = ${PREVIOUS_HITS}, expires_at = ${WINDOW_NOW} + make_interval(secs => 2 * $2::integer)
     WHERE ${ESTIMATE} < $3
   RETURNING 1`,
);

/**
 * Counts hits per bucket in a sliding window, in PostgreSQL: at most `limit` hits in any
 * `windowSeconds`, so a hold lasts until the oldest counted hit is that old, whenever it began,
 * and a burst across no boundary gets more. Every API process shares the counts and a restart
 * keeps them. One atomic upsert per hit (the row lock orders concurrent ones), on the database's
 * clock, so replicas with skewed clocks agree. A refused hit is not counted: a hold ends when it
 * said it would, however often it is tried meanwhile.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one hit on `bucket`, or refuses it (not counted) when `limit` hits are already in the window. */
  async hit(bucket: string, { limit, windowSeconds }: RateLimitRule): Promise<RateLimitResult> {
    const counted: unknown[] = await this.dataSource.query(
      `INSERT INTO rate_limit_windows AS w (bucket, hits, expires_at)
       VALUES ($1, ARRAY[now()], now() + make_interval(secs => $2::integer))
       ON CONFLICT (bucket) DO UPDATE SET hits = ${IN_WINDOW} || now(), expires_at = now() + make_interval(secs => $2::integer)
         WHERE cardinality(${IN_WINDOW}) < $3
       RETURNING 1`,
      [bucket, windowSeconds, limit],
    );
    if (Math.random() * CLEANUP_EVERY < 1) void this.deleteExpired();
    if (counted.length > 0) return { allowed: true };
    // Refused: the next hit fits when enough of the oldest have left the window.
    const [window]: { seconds_left: number }[] = await this.dataSource.query(
      `SELECT extract(epoch FROM in_window[cardinality(in_window) - $3 + 1] + make_interval(secs => $2::integer) - now())::float8 AS seconds_left
       FROM (SELECT ${IN_WINDOW} AS in_window FROM rate_limit_windows w WHERE bucket = $1) AS counted`,
      [bucket, windowSeconds, limit],
    );
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(window?.seconds_left ?? 0)) };
  }

  /**
   * Like hit(), for buckets hit hundreds of times a window (a boat's telemetry): the window's hits are
   * estimated from two fixed windows' counts, the previous one weighted by the share of it the sliding
   * window still covers, in one small row. Exact for traffic spread evenly, within a few hits of it
   * for bursts; hit()'s exact list of times would cost as much as the limit on every request.
   */
  async hitEstimated(bucket: string, { limit, windowSeconds }: RateLimitRule): Promise<RateLimitResult> {
    const counted: unknown[] = await HIT_ESTIMATED.run(this.dataSource, [bucket, windowSeconds, limit]);
    if (Math.random() * CLEANUP_EVERY < 1) void this.deleteExpired();
    if (counted.length > 0) return { allowed: true };
    const [row]: { age: number; current_hits: number; previous_hits: number }[] = await this.dataSource.query(
      'SELECT extract(epoch FROM now() - window_start)::float8 AS age, current_hits, previous_hits FROM rate_limit_estimates WHERE bucket = $1',
      [bucket],
    );
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(row ? secondsUntilUnder(limit, windowSeconds, row) : 0)) };
  }

  /** Like hit(), refusing with TOO_MANY_REQUESTS and `retryAfterSeconds` for the client. */
  async consume(bucket: string, rule: RateLimitRule, message = 'Too many requests: try again later.'): Promise<void> {
    const result = await this.hit(bucket, rule);
    if (!result.allowed) throw graphQLError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: result.retryAfterSeconds });
  }

  /** Takes back the latest hit (an attempt that turned out fine). */
  async refund(bucket: string): Promise<void> {
    await this.dataSource.query(
      `WITH gone AS (DELETE FROM rate_limit_windows WHERE bucket = $1 AND cardinality(hits) <= 1)
       UPDATE rate_limit_windows SET hits = hits[1:cardinality(hits) - 1] WHERE bucket = $1 AND cardinality(hits) > 1`,
      [bucket],
    );
  }

  /** Forgets every hit of `bucket`. */
  async reset(bucket: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_windows WHERE bucket = $1', [bucket]);
  }

  private async deleteExpired(): Promise<void> {
    for (const table of ['rate_limit_windows', 'rate_limit_estimates']) {
      await this.dataSource.query(`DELETE FROM ${table} WHERE expires_at < now()`).catch((error: unknown) => {
        this.logger.warn({ msg: 'could not delete expired rate limits', table, error: String(error) });
      });
    }
  }
}

/**
 * When a refused estimated bucket's estimate falls under `limit`: its row's window began `age`
 * seconds ago (the current one, or the one before when none has come since).
 */
function secondsUntilUnder(
  limit: number,
  windowSeconds: number,
  { age, current_hits, previous_hits }: { age: number; current_hits: number; previous_hits: number },
): number {
  const [current, previous, elapsed] = age < windowSeconds ? [current_hits, previous_hits, age / windowSeconds] : [0, current_hits, age / windowSeconds - 1];
  // Within this window, as the previous one's share shrinks; else once this one is the previous.
  if (current < limit) return (1 - (limit - current) / previous - elapsed) * windowSeconds;
  return (1 - elapsed + 1 - limit / current) * windowSeconds;
}
