/**
 * A cookie every page can read that says a session may be there to restore (the refresh cookie
 * itself is httpOnly and only goes to /graphql). The API sets and clears it with the refresh
 * cookie; public pages served with islands load the session's code only when it is there.
 * It carries no secret: a stale one costs one refresh that fails.
 */
export const SESSION_HINT_COOKIE = 'signed_in';
