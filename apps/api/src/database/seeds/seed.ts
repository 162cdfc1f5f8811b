import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password.js';
import { seedCompanyDetails } from '../../company/company-seed.js';
import { syncSiteTexts } from '../../content/site-texts-sync.js';
import type { SystemIdentification } from '../../invoices/verifactu/billing-records.js';
import { UserEntity } from '../../users/entities/user.entity.js';
import { demoAccounts } from '../../auth/demo-accounts.js';
import { seedDemoPortal } from './demo-portal.js';

const logger = new Logger('Seed');

/**
 * On every start: the site texts synced with the code, the company's details on an empty
 * database, and the demo accounts and portal data when asked and none exist yet.
 */
export async function seedDatabase(dataSource: DataSource, options: { demo: boolean; recordSystem: SystemIdentification }): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const texts = await syncSiteTexts(manager);
    if (Object.values(texts).some((n) => n > 0)) logger.log(`site texts: ${JSON.stringify(texts)}`);
    if (await seedCompanyDetails(manager)) logger.log('seeded the company details from libs/company');
    if (options.demo) {
      await seedDemoAccounts(manager);
      await seedDemoPortal(manager, options.recordSystem);
    }
  });
}

async function seedDemoAccounts(manager: EntityManager): Promise<void> {
  const users = manager.getRepository(UserEntity);
  if ((await users.count()) > 0) return;
  for (const { password, ...account } of demoAccounts) {
    await users.insert({ ...account, passwordHash: await hashPassword(password) });
  }
  logger.log(`seeded demo accounts: ${demoAccounts.map((account) => account.email).join(', ')}`);
}
