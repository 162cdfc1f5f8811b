import type { UserRole } from '../../users/entities/user.entity.js';

/** The spec's two demo accounts, shown on the login page. Seeded only with SEED_DEMO (default on). */
export const demoAccounts: { email: string; password: string; name: string; role: UserRole }[] = [
  { email: 'admin@demo.com', password: 'Admin123!', name: 'Administrador', role: 'admin' },
  { email: 'cliente@demo.com', password: 'Cliente123!', name: 'Cliente Demo', role: 'customer' },
];
