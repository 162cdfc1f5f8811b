import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Hits of one bucket (e.g. `requestJob:user:<id>`) in one fixed window; RateLimitService keeps them. */
@Entity('rate_limit_counters')
export class RateLimitCounterEntity {
  @PrimaryColumn({ type: 'text' })
  bucket: string;

  @PrimaryColumn({ name: 'window_start', type: 'timestamptz' })
  windowStart: Date;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'integer' })
  hits: number;
}
