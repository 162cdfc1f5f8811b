import type { Company } from '@mmt/company';
import { Column, Entity, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** The stored part of the company's details: all of company.json but the WhatsApp link, which follows the number. */
export type StoredCompanyDetails = Omit<Company, 'social'> & { social: Omit<Company['social'], 'whatsapp'> };

/** The company's details: one row (id 1), seeded once from libs/company/company.json. */
@Entity('company_details')
export class CompanyDetailsEntity {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Column({ type: 'jsonb' })
  details: StoredCompanyDetails;

  @VersionColumn()
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;
}
