import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The hits of one high-rate bucket (e.g. `telemetry:token:<id>`) in its current and previous fixed windows; RateLimitService.hitOften keeps them. */
@Entity('rate_limit_estimates')
export class RateLimitEstimateEntity {
  @PrimaryColumn({ type: 'text' })
  bucket: string;

  /** The start of the current fixed window (aligned to the window's length). */
  @Column({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  @Column({ name: 'current_hits', type: 'integer' })
  currentHits: number;

  /** The hits of the window just before: the sliding window still covers a share of them. */
  @Column({ name: 'previous_hits', type: 'integer' })
  previousHits: number;

  /** When both windows are over: the row means nothing after it. */
  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
