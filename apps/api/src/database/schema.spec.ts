import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { entities, migrations } from './schema.js';

const sourceRoot = join(import.meta.dirname, '..');

/** Every `@Entity('table')` written in the API's source, whatever the file is called. */
function declaredTables(): string[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
    .flatMap((name) => [...readFileSync(join(sourceRoot, name), 'utf8').matchAll(/^@Entity\('(\w+)'/gm)].map((match) => match[1]));
}

describe('the schema found by convention', () => {
  it('has every entity declared in the source: each lives in a *.entity.ts file', () => {
    const found = getMetadataArgsStorage()
      .tables.filter((table) => entities.includes(table.target as (typeof entities)[number]))
      .map((table) => table.name);
    expect(found.length).toBeGreaterThan(15);
    expect(found.sort()).toEqual(declaredTables().sort());
  });

  it('has every migration of database/migrations, oldest first', () => {
    const files = readdirSync(join(import.meta.dirname, 'migrations')).filter((name) => name.endsWith('.ts'));
    expect(migrations.map((migration) => migration.name.match(/\d{13}$/)?.[0])).toEqual(files.map((name) => name.slice(0, 13)).sort());
  });
});
