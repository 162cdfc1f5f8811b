import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer's secret calendar link (one at most): only its hash is kept. */
@Entity('maintenance_calendar_feeds')
export class MaintenanceCalendarFeedEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
