import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { graphQLError } from '../errors/graphql-errors.js';

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Roughly one call in this many also deletes the counters of windows that are over. */
const CLEANUP_EVERY = 100;

/** The start of the current window of $2 seconds, on the database's clock. */
const WINDOW_START = 'to_timestamp(floor(extract(epoch FROM now()) / $2::integer) * $2::integer)';

/**
 * Counts hits per bucket in fixed windows, in PostgreSQL: every API process shares the counts and
 * a restart keeps them. One atomic upsert per hit (the row lock orders concurrent ones), on the
 * database's clock, so replicas with skewed clocks agree.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger('RateLimit');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Counts one hit on `bucket`; refused (and still counted) past `limit` hits in the current window. */
  async hit(bucket: string, { limit, windowSeconds }: RateLimitRule): Promise<RateLimitResult> {
    const [{ hits, seconds_left }]: { hits: number; seconds_left: number }[] = await this.dataSource.query(
      `WITH w AS (SELECT ${WINDOW_START} AS start)
       INSERT INTO rate_limit_counters (bucket, window_start, expires_at, hits)
       SELECT $1, w.start, w.start + make_interval(secs => $2::integer), 1 FROM w
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
       RETURNING hits, extract(epoch FROM expires_at - now())::float8 AS seconds_left`,
      [bucket, windowSeconds],
    );
    if (Math.random() * CLEANUP_EVERY < 1) void this.deleteExpired();
    return hits <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(seconds_left)) };
  }

  /** Like hit(), refusing with TOO_MANY_REQUESTS and `retryAfterSeconds` for the client. */
  async consume(bucket: string, rule: RateLimitRule, message = 'Too many requests: try again later.'): Promise<void> {
    const result = await this.hit(bucket, rule);
    if (!result.allowed) throw graphQLError('TOO_MANY_REQUESTS', message, { retryAfterSeconds: result.retryAfterSeconds });
  }

  /** Takes back one hit of the current window (an attempt that turned out fine). */
  async refund(bucket: string, { windowSeconds }: Pick<RateLimitRule, 'windowSeconds'>): Promise<void> {
    await this.dataSource.query(
      `WITH w AS (SELECT ${WINDOW_START} AS start),
            gone AS (DELETE FROM rate_limit_counters r USING w WHERE r.bucket = $1 AND r.window_start = w.start AND r.hits = 1)
       UPDATE rate_limit_counters r SET hits = r.hits - 1 FROM w WHERE r.bucket = $1 AND r.window_start = w.start AND r.hits > 1`,
      [bucket, windowSeconds],
    );
  }

  /** Forgets every hit of `bucket`. */
  async reset(bucket: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE bucket = $1', [bucket]);
  }

  private async deleteExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE expires_at < now()').catch((error: unknown) => {
      this.logger.warn({ msg: 'could not delete expired rate-limit counters', error: String(error) });
    });
  }
}
