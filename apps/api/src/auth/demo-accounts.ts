import { Logger } from '@nestjs/common';
import type { Language } from '@mmt/i18n';
import type { UserRole } from '../common/viewer.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import type { UsersService } from '../users/users.service.js';

type Profile = Pick<UserEntity, 'phone' | 'taxId' | 'taxIdKind' | 'taxIdCountry' | 'addressLine' | 'postalCode' | 'city' | 'region' | 'countryCode'>;

/**
 * The demo accounts shown on the login page: the spec's admin and Spanish-speaking customer,
 * a customer who speaks English (their data is in English), and a technician with visits. Seeded only with SEED_DEMO (on for
 * `npm start`, the local demo; off by default in production, the Docker image and compose file).
 */
export const demoAccounts: ({ email: string; password: string; name: string; role: UserRole; language: Language } & Partial<Profile>)[] = [
  { email: 'admin@demo.com', password: 'Admin123!', name: 'Marta Ferrer', role: 'admin', language: 'es' },
  {
    email: 'cliente@demo.com',
    password: 'Cliente123!',
    name: 'Cliente Demo',
    role: 'customer',
    language: 'es',
    phone: '612345678',
    taxId: '12345678Z',
    taxIdKind: 'NIF',
    taxIdCountry: 'ES',
    addressLine: 'Passeig Marítim, 12, 3.º 2.ª',
    postalCode: '07014',
    city: 'Palma',
    region: 'Illes Balears',
    countryCode: 'ES',
  },
  {
    email: 'customer@demo.com',
    password: 'Customer123!',
    name: 'James Whitaker',
    role: 'customer',
    language: 'en',
    phone: '+44 7700 900123',
    // A British yachtsman: a full invoice names him by his passport.
    taxId: '533380006',
    taxIdKind: 'PASSPORT',
    taxIdCountry: 'GB',
    addressLine: "Carrer de l'Almirall Riera Alemany, 5",
    postalCode: '07157',
    city: "Port d'Andratx",
    region: 'Illes Balears',
    countryCode: 'ES',
  },
  { email: 'tecnico@demo.com', password: 'Tecnico123!', name: 'Joan Riera', role: 'technician', language: 'es', phone: '+34 600 123 456' },
];

/** The demo accounts (their e-mails) this database holds. */
export async function presentDemoAccounts(users: UsersService): Promise<typeof demoAccounts> {
  const present = await users.existingEmails(demoAccounts.map((account) => account.email));
  return demoAccounts.filter((account) => present.includes(account.email));
}

/** In production, the demo admin (published password) is a wide-open door: say so loudly at every start. */
export async function warnOfDemoAdmin(users: UsersService, logger: Pick<Logger, 'warn'> = new Logger('Security')): Promise<void> {
  const admin = (await presentDemoAccounts(users)).find((account) => account.role === 'admin');
  if (!admin) return;
  logger.warn(
    `!!! DEMO ADMIN PRESENT IN PRODUCTION: ${admin.email} exists, and its password is published in the README. ` +
      'Anyone may sign in as administrator. Fine for the local demo (npm start); anywhere else delete the demo accounts ' +
      'and run with SEED_DEMO=false (the default in production, the Docker image and docker-compose.yml). !!!',
  );
}
