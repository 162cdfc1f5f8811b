import { accessFor } from '../../../shared/paths';
import { isSignInPage } from '../../../shared/i18n/site-language';
import { homeOf } from '../../../shared/session/use-account';

/** Where a visitor was going when a guard sent them to sign in (router state). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Where the visitor was going, as the sign-in page learns it: a `?redirect=` of its address (a
 * path of the site, with its query and hash), else the router state a guard left, which the
 * browser keeps in its history entry (so over a reload of the served page too). Checked later
 * by postLoginTarget like any origin.
 */
export function redirectState(search: string, historyState: unknown): LoginRedirectState | null {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect) {
    const [, pathname = '', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(redirect) ?? [];
    return { from: { pathname, search: query, hash } };
  }
  const state = (historyState as { usr?: unknown } | null | undefined)?.usr;
  return state && typeof state === 'object' ? (state as LoginRedirectState) : null;
}

function originOf(state: unknown): string | null {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  const pathname = from.pathname;
  // Same-origin paths only: "//evil.example" or "/\evil" would leave the site.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\')) return null;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Where to go after signing in: back to the remembered origin when this
 * user may see it, else the role's home (admin → dashboard, technician → /technician, customer → /app).
 */
export function postLoginTarget(state: unknown, isAdmin: boolean, isTechnician = false): string {
  const home = homeOf({ isAdmin, isTechnician });
  const origin = originOf(state);
  if (!origin) return home;
  const access = accessFor(origin);
  if (isSignInPage(origin.split(/[?#]/)[0])) return home;
  if (access === 'admin' && !isAdmin) return home;
  // A technician's area is theirs (and the admins'); the portal is the customers'.
  if (access === 'technician' && !isAdmin && !isTechnician) return home;
  if (access === 'user' && isTechnician) return home;
  return origin;
}
