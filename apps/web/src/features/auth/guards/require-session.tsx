import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session-context';
import { homeOf } from '../../../shared/session/use-account';
import { Spinner } from '../../../shared/ui/spinner';
import type { LoginRedirectState } from './redirect-target';

/**
 * Route guard (a layout route). Signed out → the login page, remembering
 * where the visitor was going; anyone on another role's area → their own home.
 * It only mirrors the server, which checks every request itself.
 */
export function RequireSession({ role = 'user' }: { role?: 'user' | 'admin' | 'technician' }) {
  const { t } = useTranslation();
  const { status, isAdmin, isTechnician } = useSession();
  const location = useLocation();

  if (status === 'loading') return <Spinner fullPage label={t('loading')} />;
  if (status === 'anonymous') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.auth.login.getHref()} replace state={state} />;
  }
  const home = homeOf({ isAdmin, isTechnician });
  if (role === 'admin' && !isAdmin) return <Navigate to={home} replace />;
  if (role === 'technician' && !isAdmin && !isTechnician) return <Navigate to={home} replace />;
  // The portal is the customers' (and the admins'): a technician goes to their visits.
  if (role === 'user' && isTechnician) return <Navigate to={home} replace />;
  return <Outlet />;
}
