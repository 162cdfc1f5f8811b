import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A link sent by e-mail that works once: its token is stored only as a SHA-256 hash. */
@Entity('one_time_links')
export class OneTimeLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null only for the first admin's setup link (setup/): there is no user yet. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** What the link lets its holder do, e.g. `set-password`. */
  @Column({ type: 'text' })
  purpose: string;

  @Column({ name: 'token_hash', type: 'text', unique: true })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** A newer link of the same purpose was sent (or the account was deactivated). */
  @Column({ name: 'superseded_at', type: 'timestamptz', nullable: true })
  supersededAt: Date | null;
}
