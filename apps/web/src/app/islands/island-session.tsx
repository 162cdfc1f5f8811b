import type { ComponentType, ReactNode } from 'react';
import { SessionContext } from '../../shared/session/session-context';
import { visitorSession } from '../../shared/session/visitor-session';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * The session of the island that shows who is signed in: the application's, restored from the
 * refresh cookie (its code in a chunk of its own), when the API's hint says there may be one (the
 * server rendered it 'loading'); else a visitor's, as the server rendered it, with no code and no request.
 */
export async function islandSessionProvider(hint: boolean): Promise<Provider> {
  if (!hint) return VisitorSession;
  return (await import('../../features/auth/session/session-provider')).SessionProvider;
}

function VisitorSession({ children }: { children: ReactNode }) {
  return <SessionContext value={visitorSession}>{children}</SessionContext>;
}
