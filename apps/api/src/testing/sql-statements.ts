import type { DataSource, EntitySubscriberInterface } from 'typeorm';

/** The statements TypeORM sends to PostgreSQL while `run` runs (raw queries included), in order. */
export async function statementsDuring(dataSource: DataSource, run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const recorder: EntitySubscriberInterface = { beforeQuery: (event) => void statements.push(event.query) };
  dataSource.subscribers.push(recorder);
  try {
    await run();
  } finally {
    dataSource.subscribers.splice(dataSource.subscribers.indexOf(recorder), 1);
  }
  return statements;
}
