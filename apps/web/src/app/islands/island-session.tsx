import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { hasSessionHint } from '../../shared/session/session-hint';
import { SessionContext, type Session, type SessionStatus } from '../../shared/session/session-context';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * The session of the island that shows who is signed in: the application's, restored from the
 * refresh cookie (its code in a chunk of its own), when the API's hint says there may be one;
 * else a visitor's, which needs no code and no request.
 */
export async function islandSessionProvider(): Promise<Provider> {
  if (!hasSessionHint()) return VisitorSession;
  return (await import('../../features/auth/session/session-provider')).SessionProvider;
}

/** No island signs in: the sign-in page does, with the application. */
const signInElsewhere = () => Promise.reject(new Error('Signing in is done on the sign-in page'));

/** A visitor's session: 'loading' as the server rendered it (no 'Sign in' flash), then 'anonymous'. */
function VisitorSession({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  useEffect(() => setStatus('anonymous'), []);
  const session = useMemo<Session>(
    () => ({ status, user: null, isAdmin: false, isTechnician: false, login: signInElsewhere, signInWithLink: signInElsewhere, logout: async () => undefined }),
    [status],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
