import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Language } from '@mmt/i18n';

/** A visitor's sign-up, waiting for the link e-mailed to them: the account is created when it is used. */
@Entity('sign_ups')
export class SignUpEntity {
  @PrimaryColumn({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text' })
  language: Language;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
