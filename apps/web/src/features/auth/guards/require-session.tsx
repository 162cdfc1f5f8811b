import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session-context';
import { Spinner } from '../../../shared/ui/spinner';
import type { LoginRedirectState } from './redirect-target';

/**
 * Route guard (a layout route). Signed out → the login page, remembering
 * where the visitor was going; a non-admin on an admin route → /app.
 * It only mirrors the server, which checks every request itself.
 */
export function RequireSession({ role = 'user' }: { role?: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const { status, isAdmin } = useSession();
  const location = useLocation();

  if (status === 'loading') return <Spinner fullPage label={t('loading')} />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.auth.login.getHref()} replace state={state} />;
  }
  if (role === 'admin' && !isAdmin) return <Navigate to={paths.app.root.getHref()} replace />;
  return <Outlet />;
}
