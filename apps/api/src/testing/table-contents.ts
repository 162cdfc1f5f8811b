import pg from 'pg';

/** One statement on its own connection. */
export async function queryDatabase<T extends pg.QueryResultRow>(databaseUrl: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Each table's row count and a digest of all its rows; each sequence's last value. */
export interface DatabaseContents {
  tables: Record<string, { rows: number; digest: string }>;
  sequences: Record<string, string | null>;
}

/**
 * Every table of the public schema, read whole: each partition on its own (a row restored into the
 * wrong month's partition differs), rows compared as their text form, in a stable order.
 */
export async function databaseContents(databaseUrl: string): Promise<DatabaseContents> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const contents: DatabaseContents = { tables: {}, sequences: {} };
    for (const { name } of tables) {
      const quoted = client.escapeIdentifier(name);
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
  } finally {
    await client.end();
  }
}
