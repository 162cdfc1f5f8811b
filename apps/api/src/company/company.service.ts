import { whatsappChatUrl, type Company } from '@mmt/company';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CachedValue } from '../common/cache/cached-value.js';
import { PublicDataChanges } from '../common/cache/public-data-changes.js';
import type { Viewer } from '../common/viewer.js';
import { conflict } from '../common/errors/graphql-errors.js';
import { CompanyDetailsEntity, type StoredCompanyDetails } from './entities/company-details.entity.js';

/** The company's details with what the form needs to save them again. */
export interface CompanyRecord {
  details: Company;
  version: number;
  updatedAt: Date;
}

/**
 * The company's details, read from PostgreSQL only (seeded once from libs/company): the site
 * (companyDetails query), the invoice PDFs and any other document take them from here. Kept in
 * memory until public data changes (PublicDataChanges).
 */
@Injectable()
export class CompanyService {
  private readonly record: CachedValue<CompanyRecord>;

  constructor(
    @InjectRepository(CompanyDetailsEntity) private readonly rows: Repository<CompanyDetailsEntity>,
    changes: PublicDataChanges,
  ) {
    this.record = new CachedValue(async (manager = this.rows.manager) => toRecord(await detailsRow(manager)), changes);
  }

  /** The details with their version (for the admin form). */
  current(): Promise<CompanyRecord> {
    return this.record.get();
  }

  /** The details as documents print them (read through `manager` inside a transaction). */
  async details(manager?: EntityManager): Promise<Company> {
    return (await this.record.get(manager)).details;
  }

  /** Saves every detail if the row is still at `expectedVersion`; otherwise CONFLICT carrying the current details. */
  async update(expectedVersion: number, details: StoredCompanyDetails, editor: Viewer): Promise<CompanyRecord> {
    const result = await this.rows
      .createQueryBuilder()
      .update(CompanyDetailsEntity)
      .set({ details, updatedBy: editor.id })
      .where('id = 1 AND version = :version', { version: expectedVersion })
      .execute();
    const row = await this.rows.findOneByOrFail({ id: 1 });
    if (result.affected === 0) {
      const current = toRecord(row);
      throw conflict('Someone else saved the company details in the meantime', {
        current: { ...current.details, version: current.version, updatedAt: current.updatedAt.toISOString() },
      });
    }
    return toRecord(row);
  }
}

const detailsRow = (manager: EntityManager) => manager.getRepository(CompanyDetailsEntity).findOneByOrFail({ id: 1 });

/**
 * The details as committed, read through `manager` past the cache (which another process's edit
 * clears only later): what an invoice prints as its issuer. A function, not a method, because
 * invoices issue through the function `issueInvoice`, which seeds and tests call as well.
 */
export async function detailsAsCommitted(manager: EntityManager): Promise<StoredCompanyDetails> {
  return (await detailsRow(manager)).details;
}

function toRecord(row: CompanyDetailsEntity): CompanyRecord {
  const details: Company = { ...row.details, social: { ...row.details.social, whatsapp: whatsappChatUrl(row.details) } };
  return { details, version: row.version, updatedAt: row.updatedAt };
}
