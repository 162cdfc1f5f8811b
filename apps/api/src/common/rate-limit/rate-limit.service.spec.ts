import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { RateLimitService, type RateLimitResult } from './rate-limit.service.js';

const RULE = { limit: 3, windowSeconds: 60 };

/** The database's clock runs on: `seconds` pass for the hits of `bucket` (they are moved back). */
async function elapse(dataSource: DataSource, bucket: string, seconds: number): Promise<void> {
  await dataSource.query(
    `UPDATE rate_limit_windows SET hits = (SELECT array_agg(h - make_interval(secs => $2) ORDER BY h) FROM unnest(hits) h),
       expires_at = expires_at - make_interval(secs => $2) WHERE bucket = $1`,
    [bucket, seconds],
  );
}

/** The same for an estimated bucket: its windows began `seconds` earlier. */
async function elapseEstimate(dataSource: DataSource, bucket: string, seconds: number): Promise<void> {
  await dataSource.query(
    `UPDATE rate_limit_estimates SET window_start = window_start - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2) WHERE bucket = $1`,
    [bucket, seconds],
  );
}

/** Seconds to wait, or 0 when allowed. */
const waitOf = (result: RateLimitResult) => (result.allowed ? 0 : result.retryAfterSeconds);

/**
 * Sliding windows on PostgreSQL's clock. Time is moved, not waited for; a bound such as "at most
 * 20 s" leaves the test's own 10 s for the statements between two moves, whatever the machine.
 */
describe('rate limits', () => {
  let api: TestApp;
  let limits: RateLimitService;
  let dataSource: DataSource;
  const hits = (bucket: string, count: number) => Promise.all(Array.from({ length: count }, () => limits.hit(bucket, RULE)));

  beforeAll(async () => {
    api = await createTestApp();
    limits = api.app.get(RateLimitService);
    dataSource = api.app.get(DataSource);
  });
  afterAll(() => api.close());

  it('allows the limit at once, then refuses until the oldest hit is a window old, not until a clock-aligned window ends', async () => {
    expect((await hits('a', 2)).map(waitOf)).toEqual([0, 0]);
    await elapse(dataSource, 'a', 40);
    expect(waitOf(await limits.hit('a', RULE))).toBe(0);
    const refused = waitOf(await limits.hit('a', RULE)); // the two first hits leave in 20 s
    expect(refused).toBeGreaterThan(10);
    expect(refused).toBeLessThanOrEqual(20);

    await elapse(dataSource, 'a', 21);
    expect((await hits('a', 2)).map(waitOf)).toEqual([0, 0]); // the two oldest left; the third is 21 s old
    const next = waitOf(await limits.hit('a', RULE)); // it leaves in 39 s
    expect(next).toBeGreaterThan(29);
    expect(next).toBeLessThanOrEqual(39);
  });

  it('never allows more than the limit in any window, however the burst falls', async () => {
    expect((await hits('b', 3)).map(waitOf)).toEqual([0, 0, 0]);
    for (const seconds of [1, 20, 38]) {
      await elapse(dataSource, 'b', seconds);
      expect(waitOf(await limits.hit('b', RULE))).toBeGreaterThan(0);
    }
  });

  it('does not count a refused hit: a hold ends when it said, however often it is tried', async () => {
    await hits('c', 3);
    const said = waitOf(await limits.hit('c', RULE));
    expect(said).toBeGreaterThan(50);
    for (let i = 0; i < 10; i++) expect(waitOf(await limits.hit('c', RULE))).toBeGreaterThan(0);
    await elapse(dataSource, 'c', said);
    expect(waitOf(await limits.hit('c', RULE))).toBe(0);
  });

  it('counts concurrent hits exactly: of ten at once, three pass', async () => {
    const results = await hits('d', 10);
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it('gives back the latest hit on refund and forgets a bucket on reset', async () => {
    await hits('e', 3);
    await limits.refund('e');
    expect(waitOf(await limits.hit('e', RULE))).toBe(0);
    expect(waitOf(await limits.hit('e', RULE))).toBeGreaterThan(0);
    await limits.reset('e');
    expect((await hits('e', 3)).map(waitOf)).toEqual([0, 0, 0]);
  });

  describe('estimated, for buckets hit hundreds of times a window', () => {
    const estimated = (bucket: string, count: number) => Promise.all(Array.from({ length: count }, () => limits.hitEstimated(bucket, RULE)));

    it('allows the limit, then refuses for as long as the window still holds the hits', async () => {
      expect((await estimated('f', 3)).map(waitOf)).toEqual([0, 0, 0]);
      const refused = waitOf(await limits.hitEstimated('f', RULE));
      expect(refused).toBeGreaterThan(50);
      expect(refused).toBeLessThanOrEqual(60);
      await elapseEstimate(dataSource, 'f', 20);
      expect(waitOf(await limits.hitEstimated('f', RULE))).toBeGreaterThan(0);
    });

    it('counts the share of the previous window the sliding window still covers', async () => {
      await estimated('g', 3);
      await elapseEstimate(dataSource, 'g', 90); // half of the previous window's three hits are still inside
      const results = [];
      for (let i = 0; i < 3; i++) results.push(waitOf(await limits.hitEstimated('g', RULE)));
      expect(results.slice(0, 2)).toEqual([0, 0]);
      expect(results[2]).toBeGreaterThan(0);
      expect(results[2]).toBeLessThanOrEqual(30); // the old hits' share falls under one by the window's end
    });

    it('forgets both windows once they are over, and counts concurrent hits exactly', async () => {
      await estimated('h', 3);
      await elapseEstimate(dataSource, 'h', 120);
      const results = await estimated('h', 10);
      expect(results.filter((result) => result.allowed)).toHaveLength(3);
    });
  });
});
