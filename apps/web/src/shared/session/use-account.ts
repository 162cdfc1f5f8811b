import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../paths';
import { useSession } from './session-context';

/** Each role's home: the admins' panel, the technicians' visits, the customers' portal. */
export function homeOf({ isAdmin, isTechnician }: { isAdmin: boolean; isTechnician: boolean }): string {
  if (isAdmin) return paths.admin.dashboard.getHref();
  return isTechnician ? paths.technician.root.getHref() : paths.app.root.getHref();
}

/**
 * The signed-in user as the header and greetings show them: their name
 * (else their role's name in the page's language), where their area is,
 * and a sign-out that ends the session and goes to the sign-in page.
 */
export function useAccount() {
  const { t } = useTranslation();
  const { status, user, isAdmin, isTechnician, logout } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
      navigate(paths.auth.login.getHref(), { replace: true });
    } finally {
      setSigningOut(false);
    }
  }

  return {
    status,
    isAdmin,
    displayName: user?.name.trim() || t(isAdmin ? 'user.fallbackName.admin' : 'user.fallbackName.customer'),
    areaHref: homeOf({ isAdmin, isTechnician }),
    signOut,
    signingOut,
  };
}
