import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { SessionProvider } from '../../features/auth/session/session-provider';
import { SessionContext, useSession, type Session } from '../../shared/session/session-context';
import { visitorSession } from '../../shared/session/visitor-session';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * The session restored from the refresh cookie, for each island of a page that asks for it (with
 * the session's code, loaded only when the API's hint says there may be one). One page restores
 * one session: the first island to ask gets the provider that restores it (restoring renews its
 * cookie, and a refresh token presented twice ends the session), every other island follows what
 * it found.
 */
export function restoredSessionProvider(): Provider {
  if (restoring) return FollowingSession;
  restoring = true;
  return RestoringSession;
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

function RestoringSession({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <Publish />
      {children}
    </SessionProvider>
  );
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
  const session = useSyncExternalStore(
    subscribe,
    () => shared ?? loading,
    () => loading,
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
