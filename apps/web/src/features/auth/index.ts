/* The auth feature's public face for the app shell. Pages load lazily by path. */
export { SessionProvider } from './session/session-provider';
export { RequireSession } from './guards/require-session';
