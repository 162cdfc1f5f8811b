import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource, QueryFailedError } from 'typeorm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { PreparedStatement } from './prepared-statement.js';

const DOUBLE = new PreparedStatement('spec-double', 'SELECT $1::integer * 2 AS twice');
const FAILS = new PreparedStatement('spec-fails', 'SELECT 1 / $1::integer AS inverse');

describe('prepared statements', () => {
  let api: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    api = await createTestApp();
    dataSource = api.app.get(DataSource);
  });
  afterAll(() => api.close());

  it("is parsed once per connection and runs in the caller's transaction", async () => {
    const { answers, prepared } = await dataSource.transaction(async (manager) => {
      const answers = [await DOUBLE.run<{ twice: number }[]>(manager, [2]), await DOUBLE.run<{ twice: number }[]>(manager, [21])];
      // The transaction's own connection: what PostgreSQL keeps prepared on it.
      const prepared: { name: string; statement: string }[] = await manager.query('SELECT name, statement FROM pg_prepared_statements');
      return { answers, prepared };
    });
    expect(answers).toEqual([[{ twice: 4 }], [{ twice: 42 }]]);
    expect(prepared.filter((row) => row.name === 'spec-double')).toEqual([{ name: 'spec-double', statement: DOUBLE.text }]);
  });

  it('fails as any query does: a QueryFailedError with PostgreSQL’s code, and its text', async () => {
    const failure = await FAILS.run(dataSource, [0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22012'); // division_by_zero
    expect(String((failure as QueryFailedError).query)).toBe(FAILS.text);
  });

  it('refuses a name declared twice', () => {
    expect(() => new PreparedStatement('spec-double', 'SELECT 2')).toThrow('prepared statement "spec-double" is declared twice');
  });
});
