/** The demo accounts the API seeds on an empty database (spec §2 Login hint). */
export const accounts = {
  admin: { email: 'admin@demo.com', password: 'Admin123!' },
  customer: { email: 'cliente@demo.com', password: 'Cliente123!' },
  technician: { email: 'tecnico@demo.com', password: 'Tecnico123!' },
} as const;

export type Role = keyof typeof accounts;
