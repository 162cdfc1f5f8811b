import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findParityIssues } from './parity.js';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), 'locales');
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespaceFiles = [...new Set(languages.flatMap((lng) => readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'))))].sort();

function load(lng: string, file: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8'));
}

describe('translation parity', () => {
  it('finds both languages on disk', () => {
    expect(languages).toEqual(['en', 'es']);
    expect(namespaceFiles.length).toBeGreaterThan(0);
  });

  it.each(namespaceFiles)('%s exists in every language', (file) => {
    const missing = languages.filter((lng) => !readdirSync(join(localesDir, lng)).includes(file));
    expect(missing).toEqual([]);
  });

  it.each(namespaceFiles)('%s has the same keys and array lengths in en and es', (file) => {
    const [first, ...others] = languages;
    for (const other of others) {
      const issues = findParityIssues(load(first, file) as never, load(other, file) as never, [first, other]).map(
        (issue) => `${file} ${issue.path}: ${issue.problem}`,
      );
      expect(issues).toEqual([]);
    }
  });
});

describe('findParityIssues', () => {
  it('reports a key that exists in one language only, at any depth', () => {
    expect(findParityIssues({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual([{ path: 'a.c', problem: 'only in en' }]);
    expect(findParityIssues({ a: {} }, { a: { d: 'z' } })).toEqual([{ path: 'a.d', problem: 'only in es' }]);
  });

  it('reports arrays of different lengths and compares their items', () => {
    expect(findParityIssues({ list: ['a', 'b'] }, { list: ['a'] })).toEqual([{ path: 'list', problem: 'en has 2 items, es has 1' }]);
    expect(findParityIssues({ list: [{ t: 'a' }] }, { list: [{ u: 'a' }] })).toEqual([
      { path: 'list[0].t', problem: 'only in en' },
      { path: 'list[0].u', problem: 'only in es' },
    ]);
  });

  it('reports a string on one side and an object on the other', () => {
    expect(findParityIssues({ a: 'text' }, { a: { b: 'text' } })).toEqual([{ path: 'a', problem: 'en has leaf, es has object' }]);
  });

  it('accepts identical shapes with different texts', () => {
    expect(findParityIssues({ a: ['x', { b: 'y' }] }, { a: ['equis', { b: 'i griega' }] })).toEqual([]);
  });
});
