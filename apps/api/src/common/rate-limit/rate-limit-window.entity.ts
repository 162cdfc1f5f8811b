import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** The hits of one bucket (e.g. `requestJob:user:<id>`) still inside its sliding window; RateLimitService keeps them. */
@Entity('rate_limit_windows')
export class RateLimitWindowEntity {
  @PrimaryColumn({ type: 'text' })
  bucket: string;

  /** When each counted hit came, oldest first: at most the rule's limit of them. */
  @Column({ type: 'timestamptz', array: true })
  hits: Date[];

  /** When the newest hit leaves the window: the row means nothing after it. */
  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
