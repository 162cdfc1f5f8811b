import pg from 'pg';

/** One statement on its own connection. */
export function queryDatabase<T extends pg.QueryResultRow>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  return withClient(databaseUrl, async (client) => (await client.query<T>(sql, values)).rows);
}

/**
 * One statement as the database's owner with `table`'s own triggers off, in a transaction of its
 * own (no other session ever finds them off): a test's set-up of a state the app may never write,
 * such as an issued invoice that has fallen due.
 */
export function queryBehindTriggers<T extends pg.QueryResultRow>(ownerUrl: string, table: string, sql: string, values: unknown[] = []): Promise<T[]> {
  return withClient(ownerUrl, async (client) => {
    const quoted = client.escapeIdentifier(table);
    await client.query('BEGIN');
    try {
      await client.query(`ALTER TABLE ${quoted} DISABLE TRIGGER USER`);
      const { rows } = await client.query<T>(sql, values);
      await client.query(`ALTER TABLE ${quoted} ENABLE TRIGGER USER`);
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/** Each table's row count and a digest of all its rows; each sequence's last value. */
export interface DatabaseContents {
  tables: Record<string, { rows: number; digest: string }>;
  sequences: Record<string, string | null>;
}

/** The public schema's tables, each partition on its own (a row restored into the wrong month's partition differs). */
async function publicTables(client: pg.Client): Promise<{ name: string; quoted: string }[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  return rows.map(({ name }) => ({ name, quoted: client.escapeIdentifier(name) }));
}

async function withClient<T>(databaseUrl: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await read(client);
  } finally {
    await client.end();
  }
}

/** Every table of the public schema, read whole: rows compared as their text form, in a stable order. */
export function databaseContents(databaseUrl: string): Promise<DatabaseContents> {
  return withClient(databaseUrl, async (client) => {
    const contents: DatabaseContents = { tables: {}, sequences: {} };
    for (const { name, quoted } of await publicTables(client)) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS digest FROM ${quoted} t`,
      );
      contents.tables[name] = rows[0];
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    for (const sequence of sequences) contents.sequences[sequence.name] = sequence.last_value;
    return contents;
  });
}

/** Each table's columns in the public schema, in their order. */
export function tableColumns(databaseUrl: string): Promise<Record<string, string[]>> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    );
    const columns: Record<string, string[]> = {};
    for (const { table_name, column_name } of rows) (columns[table_name] ??= []).push(column_name);
    return columns;
  });
}

/**
 * Every row of every table of the public schema, as its text form (for a test's small database).
 * A table named in `columnsOf` is read as those columns only (what an earlier schema of it had).
 */
export function tableRows(databaseUrl: string, columnsOf: Record<string, string[]> = {}): Promise<Record<string, string[]>> {
  return withClient(databaseUrl, async (client) => {
    const tables: Record<string, string[]> = {};
    for (const { name, quoted } of await publicTables(client)) {
      const columns = columnsOf[name];
      const row = columns ? `ROW(${columns.map((column) => client.escapeIdentifier(column)).join(', ')})::text` : 't::text';
      tables[name] = (await client.query<{ row: string }>(`SELECT ${row} AS row FROM ${quoted} t`)).rows.map((result) => result.row);
    }
    return tables;
  });
}
