import { taxIdentityOf, type TaxIdKind } from '@mmt/billing';
import type { Language } from '@mmt/i18n';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRole } from '../../common/viewer.js';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text' })
  name: string;

  /** Null until the user sets a password from their one-time link. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'text' })
  role: UserRole;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** The language of their e-mails and documents. */
  @Column({ type: 'text', default: 'es' })
  language: Language;

  /** Their tax identification (@mmt/billing tax-id.ts): upper-case without separators, its kind and issuing country; all three or none. */
  @Column({ name: 'tax_id', type: 'text', nullable: true })
  taxId: string | null;

  @Column({ name: 'tax_id_kind', type: 'text', nullable: true })
  taxIdKind: TaxIdKind | null;

  @Column({ name: 'tax_id_country', type: 'text', nullable: true })
  taxIdCountry: string | null;

  @Column({ name: 'address_line', type: 'text', nullable: true })
  addressLine: string | null;

  @Column({ name: 'postal_code', type: 'text', nullable: true })
  postalCode: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  region: string | null;

  /** ISO 3166-1 alpha-2 */
  @Column({ name: 'country_code', type: 'text', nullable: true })
  countryCode: string | null;

  /** Set: cannot sign in, sessions revoked; their data stays. */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A user's tax identification as their three columns keep it; null when they have none. */
export const userTaxIdentity = (user: Pick<UserEntity, 'taxIdKind' | 'taxId' | 'taxIdCountry'>) => taxIdentityOf(user.taxIdKind, user.taxId, user.taxIdCountry);
