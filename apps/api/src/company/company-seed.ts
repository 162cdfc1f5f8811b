import { companySeed } from '@mmt/company';
import type { EntityManager } from 'typeorm';
import type { StoredCompanyDetails } from './entities/company-details.entity.js';

/** libs/company/company.json as stored: the WhatsApp link is not stored, it follows the number. */
export function seedDetails(): StoredCompanyDetails {
  const { whatsapp: _derived, ...social } = companySeed.social;
  return { ...companySeed, social };
}

/** Stores the company's details from libs/company once; later starts keep what admins saved. Returns whether it did. */
export async function seedCompanyDetails(manager: EntityManager): Promise<boolean> {
  const inserted: unknown[] = await manager.query(
    `INSERT INTO company_details (id, details) VALUES (1, $1) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [JSON.stringify(seedDetails())],
  );
  return inserted.length > 0;
}
