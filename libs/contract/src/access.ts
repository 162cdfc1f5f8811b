/**
 * Who may open a path, apart from the route table (paths.ts, which builds its entries from these):
 * a script that asks only this, as the public pages' islands do, does not carry the table.
 */

/** The signed-in areas' roots. */
export const areaRoots = { app: '/app', technician: '/technician', admin: '/admin' } as const;

/** The sign-in pages: public even where their paths would say otherwise (/admin/login). */
export const signInPaths = {
  login: '/admin/login',
  setPassword: '/set-password',
  signInLink: '/sign-in-link',
  signUp: '/sign-up',
  confirmSignUp: '/sign-up/confirm',
} as const;

/** A new install's first-admin page: `/setup/<secret>`, the link the server prints at start. */
export const setupPath = '/setup';

/** Who may open a path: everyone, any signed-in user, admins only, or technicians (and admins). */
export type Access = 'public' | 'user' | 'admin' | 'technician';

const authPaths: readonly string[] = Object.values(signInPaths);

const plainPath = (pathname: string) => pathname.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/** Whether a path is one of the sign-in pages (login, set password, sign-in link, the first admin's setup). */
export function isSignInPath(pathname: string): boolean {
  const path = plainPath(pathname);
  return authPaths.includes(path) || path.startsWith(`${setupPath}/`);
}

/** Mirrors the server's rules for the client's route guards and redirects. */
export function accessFor(pathname: string): Access {
  const path = plainPath(pathname);
  if (authPaths.includes(path)) return 'public';
  const inArea = (root: string) => path === root || path.startsWith(`${root}/`);
  if (inArea(areaRoots.admin)) return 'admin';
  if (inArea(areaRoots.app)) return 'user';
  if (inArea(areaRoots.technician)) return 'technician';
  return 'public';
}
