import type { EntityManager } from 'typeorm';

const names = new Set<string>();

/**
 * A statement that PostgreSQL parses and plans once per pooled connection (pg's named prepared
 * statement), not on every run: for the hot paths whose SQL is long. The telemetry ingest's rate
 * limit cost more to parse and plan than to run. TypeORM hands the statement to pg as it is, so
 * it still runs in the caller's transaction and fails as a QueryFailedError. Its logs show its text.
 * The name must be unique: a connection keeps one text per name.
 */
export class PreparedStatement {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {
    if (names.has(name)) throw new Error(`prepared statement "${name}" is declared twice`);
    names.add(name);
  }

  /** Runs it on a data source or a transaction's manager; the rows, as `query()` returns them. */
  run<T>(runner: Pick<EntityManager, 'query'>, parameters: readonly unknown[]): Promise<T> {
    // pg reads { name, text } and the values; TypeORM only passes it on and logs it as its text.
    return runner.query<T>(this as unknown as string, [...parameters]);
  }

  toString(): string {
    return this.text;
  }
}
