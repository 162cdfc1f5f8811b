import {
  ConfirmSignUpMutationText,
  LoginMutationText,
  LogoutMutationText,
  RefreshSessionMutationText,
  SignInWithLinkMutationText,
  type SessionFieldsFragment,
} from '@mmt/graphql';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isGraphQLRequestError } from '../../../shared/graphql/graphql-error';
import { request } from '../../../shared/graphql/request';
import { clearSession, getAccessToken, refreshAccessToken, registerRefresher, setAccessToken } from '../../../shared/session/access-token';
import { offlineUser } from '../../../shared/session/offline-user';
import {
  SessionContext,
  isAdminRole,
  isTechnicianRole,
  type LoginCredentials,
  type Session,
  type SessionStatus,
  type SessionUser,
} from '../../../shared/session/session-context';
import { refreshDelay } from './session-timing';

interface State {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Owns the signed-in user. On start it asks the server to renew the session
 * from the httpOnly refresh cookie (so a reload keeps the user signed in
 * with no token in storage), then renews the access token shortly before
 * it expires, and again when a hidden tab comes back after its expiry.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading', user: null });
  const expiresAtRef = useRef<number>(0);
  const timerRef = useRef<number | undefined>(undefined);

  const endSession = useCallback(() => {
    window.clearTimeout(timerRef.current);
    expiresAtRef.current = 0;
    clearSession();
    void offlineUser.forget();
    setState({ status: 'anonymous', user: null });
  }, []);

  const applyPayload = useCallback((payload: SessionFieldsFragment) => {
    setAccessToken(payload.accessToken);
    expiresAtRef.current = new Date(String(payload.accessTokenExpiresAt)).getTime() || 0;
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => void refreshAccessToken(), refreshDelay(payload.accessTokenExpiresAt));
    offlineUser.remember(payload.user);
    setState({ status: 'authenticated', user: payload.user });
  }, []);

  // How a token is renewed, for anyone who calls refreshAccessToken().
  const renew = useCallback(async (): Promise<string | null> => {
    try {
      const data = await request(RefreshSessionMutationText, {}, { accessToken: null });
      applyPayload(data.refreshSession);
      return data.refreshSession.accessToken;
    } catch (error) {
      if (isGraphQLRequestError(error) && error.isTransient && getAccessToken()) {
        // Offline or a server fault for a moment: keep the session, the next call will retry.
        return null;
      }
      const known = offlineUser.recall();
      if (isGraphQLRequestError(error) && error.kind === 'network' && known) {
        // A technician's app opened with no signal: their area from the phone, renewed when it returns.
        setState({ status: 'authenticated', user: known });
        return null;
      }
      if (!isGraphQLRequestError(error) || !error.hasCode('UNAUTHENTICATED')) {
        console.error('Session refresh failed', error);
      }
      endSession();
      return null;
    }
  }, [applyPayload, endSession]);

  useEffect(() => {
    const unregister = registerRefresher(renew);
    void refreshAccessToken();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && expiresAtRef.current && Date.now() >= expiresAtRef.current - 5_000) {
        void refreshAccessToken();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unregister();
      document.removeEventListener('visibilitychange', onVisible);
      window.clearTimeout(timerRef.current);
    };
  }, [renew]);

  const login = useCallback(
    async ({ email, password }: LoginCredentials) => {
      const data = await request(LoginMutationText, { input: { email, password } }, { accessToken: null });
      applyPayload(data.login);
      return data.login.user;
    },
    [applyPayload],
  );

  const signInWithLink = useCallback(
    async (token: string, link: 'signIn' | 'signUp' = 'signIn') => {
      const payload =
        link === 'signUp'
          ? (await request(ConfirmSignUpMutationText, { input: { token } }, { accessToken: null })).confirmSignUp
          : (await request(SignInWithLinkMutationText, { input: { token } }, { accessToken: null })).signInWithLink;
      applyPayload(payload);
      return payload.user;
    },
    [applyPayload],
  );

  const logout = useCallback(async () => {
    try {
      await request(LogoutMutationText, {});
    } catch (error) {
      // The local session ends anyway; the server revokes what it can.
      console.error('Logout failed', error);
    } finally {
      endSession();
    }
  }, [endSession]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      isAdmin: isAdminRole(state.user?.role),
      isTechnician: isTechnicianRole(state.user?.role),
      login,
      signInWithLink,
      logout,
    }),
    [state, login, signInWithLink, logout],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
