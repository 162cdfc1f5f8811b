import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { SessionContext, useSession, type Session } from '../../shared/session/session-context';
import { visitorSession } from '../../shared/session/visitor-session';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * The session of the islands that show who is signed in (the header's; the sign-in form's, which
 * sends a signed-in visitor on): the application's, restored from the refresh cookie (its code in
 * a chunk of its own), when the API's hint says there may be one (the server rendered it
 * 'loading'); else a visitor's, as the server rendered it, with no code and no request. One page
 * restores one session: the first island to ask gets the provider that restores it (restoring
 * renews its cookie, and a refresh token presented twice ends the session), every other island
 * follows what it found.
 */
export async function islandSessionProvider(hint: boolean): Promise<Provider> {
  if (!hint) return VisitorSession;
  const { SessionProvider } = await import('../../features/auth/session/session-provider');
  if (restoring) return FollowingSession;
  restoring = true;
  return function RestoringSession({ children }: { children: ReactNode }) {
    return (
      <SessionProvider>
        <Publish />
        {children}
      </SessionProvider>
    );
  };
}

/** Whether an island of this page already restores the session. */
let restoring = false;
/** The restored session, as the island that restores it sees it (null until it has rendered). */
let shared: Session | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the following islands about each state of the restoring island's session. */
function Publish() {
  const session = useSession();
  useEffect(() => {
    shared = session;
    for (const listener of listeners) listener();
  }, [session]);
  return null;
}

/** 'loading', as the server rendered it, until the restoring island has a session to share. */
const loading: Session = { ...visitorSession, status: 'loading' };

function FollowingSession({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribe, () => shared ?? loading, () => loading);
  return <SessionContext value={session}>{children}</SessionContext>;
}

function VisitorSession({ children }: { children: ReactNode }) {
  return <SessionContext value={visitorSession}>{children}</SessionContext>;
}
