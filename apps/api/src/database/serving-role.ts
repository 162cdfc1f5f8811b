import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The database as two roles. The owner (DATABASE_URL, or the embedded server's `postgres`) owns the
 * tables: it migrates, and sets up the serving role. The app serves as the serving role, which is
 * no superuser, may not create roles or databases, owns nothing and so can neither alter a table nor
 * switch a trigger off (session_replication_role is a superuser's): the append-only billing records
 * and the issued invoices stay as the database keeps them, whatever the app is made to send.
 */
export interface DatabaseUrls {
  /** The owner's; null: this process only serves, on a database the owner has migrated (`cli.js migrate`). */
  owner: string | null;
  /** The serving pool's. */
  app: string;
}

const logger = new Logger('Database');

/** The URLs of a process: DATABASE_APP_URL when given, else the serving role derived from the owner's URL. */
export function databaseUrls(owner: string | null, app: string | undefined): DatabaseUrls {
  if (app) return { owner, app };
  if (!owner) throw new Error('No database: set DATABASE_URL (the owner’s URL) or DATABASE_APP_URL');
  return { owner, app: servingRoleUrl(owner) };
}

/**
 * The serving role of an owner: `<owner>_runtime` on the same server and database, its password an
 * HMAC of the owner's. Nothing to configure, the same for every replica, and as secret as the
 * owner's password, which is the only way to learn it.
 */
export function servingRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  const owner = decodeURIComponent(url.username);
  const secret = decodeURIComponent(url.password) || process.env.PGPASSWORD;
  if (!owner || !secret) {
    throw new Error('DATABASE_URL names no user and password to derive the serving role from: set DATABASE_APP_URL to the URL of a role the app may serve as');
  }
  const role = `${owner}_runtime`;
  url.username = encodeURIComponent(role);
  url.password = createHmac('sha256', secret).update(`serving role ${role}`).digest('base64url');
  return url.toString();
}

/** What the serving role may do on the tables where it may do less than read and write (SELECT, INSERT, UPDATE, DELETE). */
const NARROWER: Record<string, string[]> = {
  // TypeORM's record of the migrations applied: read for readiness, written by the owner's migrations only.
  migrations: ['SELECT'],
  // Append-only: their triggers refuse the rest to anyone.
  billing_records: ['SELECT', 'INSERT'],
  aeat_responses: ['SELECT', 'INSERT'],
  // An issued invoice changes only in status and payment (its trigger), is never deleted, and its lines never change.
  invoices: ['SELECT', 'INSERT', 'UPDATE'],
  invoice_lines: ['SELECT', 'INSERT'],
};
const READ_WRITE = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Run by the owner, under the migration lock, after every migration run: the serving role of
 * `appUrl` made, or given that URL's password, when it cannot connect with it (a role that connects
 * is left as it is: one an administrator made for DATABASE_APP_URL), then granted exactly what the
 * app needs, in one transaction so that replicas serving meanwhile never see it without.
 */
export async function setUpServingRole(owner: DataSource, appUrl: string): Promise<void> {
  const role = await ensureRole(owner, appUrl);
  await owner.transaction((manager) => grant(manager, role));
}

async function ensureRole(owner: DataSource, appUrl: string): Promise<string> {
  const url = new URL(appUrl);
  const role = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (!role) throw new Error('DATABASE_APP_URL names no user');
  // Its grants would be taken from the owner's own tables.
  const [{ name: ownerRole }]: { name: string }[] = await owner.query('SELECT current_user AS name');
  if (role === ownerRole) throw new Error(`DATABASE_APP_URL names the database's owner "${role}": the app must serve as a role that owns nothing`);
  for (let attempt = 1; ; attempt++) {
    const refusal = await refusalOf(appUrl);
    if (!refusal) return role;
    const exists = (await owner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role])).length > 0;
    // 28P01: a wrong password, or no such role (the server does not say which); 28000: no such role where no password is asked.
    const mendable = codeOf(refusal) === '28P01' || (codeOf(refusal) === '28000' && !exists);
    if (!mendable || !password || attempt > 3) throw new Error(`The app cannot connect to the database as "${role}": ${refusal.message}`);
    // The password goes as its SCRAM verifier, never in clear (the statement may be logged).
    const statement = exists
      ? `ALTER ROLE ${ident(role)} PASSWORD '${scramVerifier(password)}'`
      : `CREATE ROLE ${ident(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD '${scramVerifier(password)}'`;
    try {
      await owner.query(statement);
      logger.log(`${exists ? 'set the password of' : 'created'} the database role "${role}" the app serves as`);
    } catch (error) {
      // Roles are the server's, not a database's: another database's start-up (tests share a server) may do the same at the same moment.
      if (['23505', '42710', 'XX000'].includes(codeOf(error) ?? '')) continue;
      if (codeOf(error) === '42501') {
        throw new Error(
          `The database owner may not ${exists ? 'change' : 'create'} the role "${role}" the app serves as: create it (LOGIN, nothing more) and set DATABASE_APP_URL, or give the owner CREATEROLE`,
        );
      }
      throw error;
    }
  }
}

/** Why `url` does not let one in; null when it does (or lacks only CONNECT on the database, which grant() gives). */
async function refusalOf(url: string): Promise<Error | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    if (codeOf(error) === '42501') return null;
    return error instanceof Error ? error : new Error(String(error));
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function grant(manager: EntityManager, role: string): Promise<void> {
  const [{ schema, database, connect }]: { schema: string; database: string; connect: boolean }[] = await manager.query(
    `SELECT current_schema() AS schema, current_database() AS database, has_database_privilege($1, current_database(), 'CONNECT') AS connect`,
    [role],
  );
  const [r, s] = [ident(role), ident(schema)];
  if (!connect) await manager.query(`GRANT CONNECT ON DATABASE ${ident(database)} TO ${r}`);
  const statements = [
    // PostgreSQL 15's default, for older servers: no one but the owner creates objects (which they would then own).
    `REVOKE CREATE ON SCHEMA ${s} FROM PUBLIC`,
    `REVOKE ALL ON SCHEMA ${s} FROM ${r}`,
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `REVOKE ALL ON ALL TABLES IN SCHEMA ${s} FROM ${r}`,
    `GRANT ${READ_WRITE.join(', ')} ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    `REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${s} FROM ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${r}`,
    // What later migrations create (the owner's), and the telemetry partitions made as readings arrive.
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT ${READ_WRITE.join(', ')} ON TABLES TO ${r}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT USAGE, SELECT ON SEQUENCES TO ${r}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT EXECUTE ON FUNCTIONS TO ${r}`,
  ];
  for (const statement of statements) await manager.query(statement);
  const present: { name: string }[] = await manager.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = $1 AND tablename = ANY($2)`, [
    schema,
    Object.keys(NARROWER),
  ]);
  for (const { name } of present) {
    const refused = READ_WRITE.filter((privilege) => !NARROWER[name].includes(privilege));
    await manager.query(`REVOKE ${refused.join(', ')} ON ${s}.${ident(name)} FROM ${r}`);
  }
}

/**
 * Refuses to serve as a role that could undo what the database guards: a superuser, one that may
 * create roles or databases, bypass row security or replicate, or one that owns (or is a member of
 * a role owning) any table, sequence or view of this database.
 */
export async function checkServingRole(dataSource: DataSource): Promise<string> {
  const [role]: {
    name: string;
    rolsuper: boolean;
    rolcreaterole: boolean;
    rolcreatedb: boolean;
    rolbypassrls: boolean;
    rolreplication: boolean;
    owned: number;
  }[] = await dataSource.query(`
      SELECT r.rolname AS name, r.rolsuper, r.rolcreaterole, r.rolcreatedb, r.rolbypassrls, r.rolreplication,
             (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname <> 'information_schema' AND n.nspname !~ '^pg_'
                 AND pg_has_role(current_user, c.relowner, 'MEMBER')) AS owned
        FROM pg_roles r WHERE r.rolname = current_user`);
  const problems = [
    role.rolsuper && 'is a superuser',
    role.rolcreaterole && 'may create roles',
    role.rolcreatedb && 'may create databases',
    role.rolbypassrls && 'bypasses row security',
    role.rolreplication && 'may replicate',
    role.owned > 0 && `owns ${role.owned} of the database's tables, sequences or views (or is a member of their owner)`,
  ].filter(Boolean);
  if (problems.length) {
    throw new Error(
      `The app may not serve as the database role "${role.name}": it ${problems.join(', ')}. Set DATABASE_APP_URL to a role that owns nothing ` +
        `(README, "Configuration"), or leave it unset for the one derived from DATABASE_URL.`,
    );
  }
  return role.name;
}

/** The role's password as PostgreSQL stores it (RFC 5802/7677), so that the clear text never reaches the server. */
function scramVerifier(password: string): string {
  const iterations = 4096;
  const salt = randomBytes(16);
  // SASLprep's normalisation (the identity for the ASCII passwords this makes).
  const salted = pbkdf2Sync(password.normalize('NFKC'), salt, iterations, 32, 'sha256');
  const hmac = (text: string) => createHmac('sha256', salted).update(text).digest();
  const storedKey = createHash('sha256').update(hmac('Client Key')).digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${hmac('Server Key').toString('base64')}`;
}

function codeOf(error: unknown): string | undefined {
  const found = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = found?.driverError?.code ?? found?.code;
  return typeof code === 'string' ? code : undefined;
}
