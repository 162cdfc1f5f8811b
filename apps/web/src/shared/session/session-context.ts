import { createContext, useContext } from 'react';
import type { UserFieldsFragment } from '@mmt/graphql';

export type SessionUser = UserFieldsFragment;

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * The signed-in user as the whole app sees it. The auth feature provides
 * it; features only read it through `useSession()`.
 */
export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isAdmin: boolean;
  /** A technician: their area is /technician (their visits), not the portal. */
  isTechnician: boolean;
  login: (credentials: LoginCredentials) => Promise<SessionUser>;
  /** Signs in with the token of a one-time link from a sign-in e-mail, or of a sign-up's confirmation (which creates the account). */
  signInWithLink: (token: string, link?: 'signIn' | 'signUp') => Promise<SessionUser>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the SessionProvider');
  return session;
}

/** True for the TECHNICIAN role, whether codegen emits the role as an enum or a string union. */
export function isTechnicianRole(role: SessionUser['role'] | string | null | undefined): boolean {
  return String(role) === 'TECHNICIAN';
}

/** True for the ADMIN role, whether codegen emits the role as an enum or a string union. */
export function isAdminRole(role: SessionUser['role'] | string | null | undefined): boolean {
  return String(role) === 'ADMIN';
}
