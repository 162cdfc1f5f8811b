/** Who may do what: admins run the business, customers read their own portal, technicians their own visits. */
export type UserRole = 'admin' | 'customer' | 'technician';

/**
 * The caller, as the JWT guard resolved it. `account` is the user's whole row, read with the
 * session check so that `me` needs no second query; its type is the users domain's
 * (`Viewer<UserEntity>`), which common does not know.
 */
export interface Viewer<Account = unknown> {
  id: string;
  role: UserRole;
  sessionId: string;
  name: string;
  email: string;
  account: Account;
}
