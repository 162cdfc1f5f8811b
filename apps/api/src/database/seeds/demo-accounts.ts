import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { UserRole } from '../../users/entities/user.entity.js';

/**
 * The spec's two demo accounts, shown on the login page. Seeded only with SEED_DEMO (on for
 * `npm start`, the local demo; off by default in production, the Docker image and compose file).
 */
export const demoAccounts: { email: string; password: string; name: string; role: UserRole }[] = [
  { email: 'admin@demo.com', password: 'Admin123!', name: 'Administrador', role: 'admin' },
  { email: 'cliente@demo.com', password: 'Cliente123!', name: 'Cliente Demo', role: 'customer' },
];

/** The demo accounts (their e-mails) this database holds. */
export async function presentDemoAccounts(dataSource: DataSource): Promise<typeof demoAccounts> {
  const rows: { email: string }[] = await dataSource.query('SELECT email FROM users WHERE email = ANY($1)', [
    demoAccounts.map((account) => account.email),
  ]);
  return demoAccounts.filter((account) => rows.some((row) => row.email === account.email));
}

/** In production, the demo admin (published password) is a wide-open door: say so loudly at every start. */
export async function warnOfDemoAdmin(dataSource: DataSource, logger: Pick<Logger, 'warn'> = new Logger('Security')): Promise<void> {
  const admin = (await presentDemoAccounts(dataSource)).find((account) => account.role === 'admin');
  if (!admin) return;
  logger.warn(
    `!!! DEMO ADMIN PRESENT IN PRODUCTION: ${admin.email} exists, and its password is published in the README. ` +
      'Anyone may sign in as administrator. Fine for the local demo (npm start); anywhere else delete the demo accounts ' +
      'and run with SEED_DEMO=false (the default in production, the Docker image and docker-compose.yml). !!!',
  );
}
