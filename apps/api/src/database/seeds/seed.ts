import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../../auth/password.js';
import { ContentEntryEntity } from '../../content/entities/content-entry.entity.js';
import { UserEntity } from '../../users/entities/user.entity.js';
import { defaultContent } from './default-content.js';
import { demoAccounts } from './demo-accounts.js';
import { seedDemoPortal } from './demo-portal.js';

const logger = new Logger('Seed');

/** Fills an empty database: the default site texts always, the demo accounts when asked. */
export async function seedDatabase(dataSource: DataSource, options: { demo: boolean }): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await seedContent(manager);
    if (options.demo) {
      await seedDemoAccounts(manager);
      await seedDemoPortal(manager);
    }
  });
}

async function seedContent(manager: EntityManager): Promise<void> {
  const entries = manager.getRepository(ContentEntryEntity);
  if ((await entries.count()) > 0) return;
  await entries.insert(defaultContent);
  logger.log(`seeded ${defaultContent.length} content entries`);
}

async function seedDemoAccounts(manager: EntityManager): Promise<void> {
  const users = manager.getRepository(UserEntity);
  if ((await users.count()) > 0) return;
  for (const { password, ...account } of demoAccounts) {
    await users.insert({ ...account, passwordHash: await hashPassword(password) });
  }
  logger.log(`seeded demo accounts: ${demoAccounts.map((account) => account.email).join(', ')}`);
}
