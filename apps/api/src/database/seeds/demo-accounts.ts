import type { Language } from '@mmt/i18n';
import type { UserEntity, UserRole } from '../../users/entities/user.entity.js';

type Profile = Pick<UserEntity, 'phone' | 'taxId' | 'addressLine' | 'postalCode' | 'city' | 'region' | 'countryCode'>;

/**
 * The demo accounts shown on the login page: the spec's admin and Spanish-speaking customer, and
 * a customer who speaks English (their data is in English). Seeded only with SEED_DEMO (default on).
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
    taxId: 'X1234567L',
    addressLine: "Carrer de l'Almirall Riera Alemany, 5",
    postalCode: '07157',
    city: "Port d'Andratx",
    region: 'Illes Balears',
    countryCode: 'ES',
  },
];
