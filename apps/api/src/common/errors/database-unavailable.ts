/** Network errors of the connection to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** What pg and TypeORM say when there is no connection to be had. */
const NO_CONNECTION = /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Driver not Connected/i;

/**
 * True when an error (or what it wraps) means the database cannot be reached or is shutting down:
 * PostgreSQL's classes 08 (connection exception) and 57P (operator intervention), refused or cut
 * connections, the pool's connection timeout. Not a failed query: that is a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P'))) return true;
    if (typeof message === 'string' && NO_CONNECTION.test(message)) return true;
    const next = current as { originalError?: unknown; driverError?: unknown; cause?: unknown };
    current = next.originalError ?? next.driverError ?? next.cause;
  }
  return false;
}
