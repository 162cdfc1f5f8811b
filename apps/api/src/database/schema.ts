import { readdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getMetadataArgsStorage, type MigrationInterface } from 'typeorm';

/**
 * The entities and migrations, found by convention so that a new table is one place (its entity
 * and its migration), never a list to keep: every class TypeORM knows as a table in a
 * `*.entity` file under src, and every file of database/migrations (each exports its migration),
 * in timestamp order. Loaded as this module itself is, so the same in tests (TypeScript under Jest)
 * and in dist (JavaScript, the CLI too). No entity or migration may import this module: it is
 * still loading them.
 */
const here = fileURLToPath(import.meta.url);
const extension = extname(here);
const sourceRoot = join(dirname(here), '..');
const migrationsFolder = join(dirname(here), 'migrations');

type Constructor = abstract new (...args: never[]) => unknown;

async function exportsOf(files: string[]): Promise<unknown[]> {
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module));
}

async function entityFiles(): Promise<string[]> {
  const names = await readdir(sourceRoot, { recursive: true });
  return names
    .filter((name) => name.endsWith(`.entity${extension}`))
    .sort()
    .map((name) => join(sourceRoot, name));
}

async function migrationFiles(): Promise<string[]> {
  const names = await readdir(migrationsFolder);
  // Their names start with the timestamp: the order they run in.
  return names
    .filter((name) => extname(name) === extension && !name.endsWith(`.spec${extension}`))
    .sort()
    .map((name) => join(migrationsFolder, name));
}

async function loadEntities(): Promise<Constructor[]> {
  const values = await exportsOf(await entityFiles());
  const tables = new Set(getMetadataArgsStorage().tables.map((table) => table.target));
  return values.filter((value): value is Constructor => typeof value === 'function' && tables.has(value));
}

async function loadMigrations(): Promise<(new () => MigrationInterface)[]> {
  const files = await migrationFiles();
  return Promise.all(
    files.map(async (file) => {
      const found = (await exportsOf([file])).filter((value) => typeof value === 'function' && typeof value.prototype?.up === 'function');
      if (found.length !== 1) throw new Error(`${basename(file)} must export one migration class, found ${found.length}`);
      return found[0] as new () => MigrationInterface;
    }),
  );
}

export const [entities, migrations] = await Promise.all([loadEntities(), loadMigrations()]);
