import type { ComponentType, ReactNode } from 'react';
import { SessionContext } from '../../shared/session/session-context';
import { visitorSession } from '../../shared/session/visitor-session';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * The session of the islands that show who is signed in (the header's; the sign-in form's, which
 * sends a signed-in visitor on): the application's, restored from the refresh cookie (its code in
 * a chunk of its own, shared by the page's islands: island-restored-session.tsx), when the API's
 * hint says there may be one (the server rendered it 'loading'); else a visitor's, as the server
 * rendered it, with no code and no request.
 */
export async function islandSessionProvider(hint: boolean): Promise<Provider> {
  if (!hint) return VisitorSession;
  return (await import('./island-restored-session')).restoredSessionProvider();
}

function VisitorSession({ children }: { children: ReactNode }) {
  return <SessionContext value={visitorSession}>{children}</SessionContext>;
}
