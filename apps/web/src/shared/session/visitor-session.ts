import type { Session } from './session-context';

/** No island signs in through the session: the sign-in form sends its own request, then loads the application. */
const signInElsewhere = () => Promise.reject(new Error('Signing in is done on the sign-in page'));

/**
 * A visitor's session on a public page, where the browser carries no hint of one (session-hint.ts):
 * known on the server already, so the page it renders shows 'Sign in' and the browser agrees.
 */
export const visitorSession: Session = {
  status: 'anonymous',
  user: null,
  isAdmin: false,
  isTechnician: false,
  login: signInElsewhere,
  signInWithLink: signInElsewhere,
  logout: async () => undefined,
};
