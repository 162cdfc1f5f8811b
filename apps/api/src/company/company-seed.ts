import { companySeed } from '@mmt/company';
import type { EntityManager } from 'typeorm';
import type { StoredCompanyDetails } from './entities/company-details.entity.js';

/** libs/company/company.json as stored: the WhatsApp link is not stored, it follows the number. */
export function seedDetails(): StoredCompanyDetails {
  const { whatsapp: _derived, ...social } = companySeed.social;
  return { ...companySeed, social };
}

/**
 * Stores the company's details from libs/company once; later starts keep what admins saved, and
 * only add a detail the code gained since (a top-level key the stored details lack, e.g. the bank
 * account). Returns whether it stored them for the first time.
 */
export async function seedCompanyDetails(manager: EntityManager): Promise<boolean> {
  const inserted: { id: number }[] = await manager.query(`INSERT INTO company_details (id, details) VALUES (1, $1) ON CONFLICT (id) DO NOTHING RETURNING id`, [
    JSON.stringify(seedDetails()),
  ]);
  if (inserted.length > 0) return true;
  // The stored keys win (jsonb ||: the right-hand side's); only a change writes (and notifies).
  await manager.query(`UPDATE company_details SET details = $1::jsonb || details WHERE id = 1 AND NOT details ?& $2::text[]`, [
    JSON.stringify(seedDetails()),
    Object.keys(seedDetails()),
  ]);
  return false;
}
