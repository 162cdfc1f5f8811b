import { describe, expect, it } from '@jest/globals';
import { versionsOf, type Revision } from './content-versions';

const revision = (version: number, before: string, after: string, afterEn = after): Revision => ({
  id: `r${version}`,
  version,
  previousValueEs: before,
  previousValueEn: before,
  valueEs: after,
  valueEn: afterEn,
  editedAt: '2026-11-20T10:00:00Z',
  restoredVersion: null,
  editedBy: { name: 'Ana', email: 'ana@example.com' },
});

describe('versions of an entry', () => {
  it('lists what each save produced, newest first, then the original', () => {
    const versions = versionsOf([revision(3, 'b', 'c'), revision(2, 'a', 'b')], true);
    expect(versions.map((v) => [v.version, v.valueEs, v.revision?.id ?? null])).toEqual([
      [3, 'c', 'r3'],
      [2, 'b', 'r2'],
      [1, 'a', null],
    ]);
  });

  it('leaves the original out while older saves are not loaded, and has nothing without saves', () => {
    expect(versionsOf([revision(9, 'x', 'y')], false).map((v) => v.version)).toEqual([9]);
    expect(versionsOf([], true)).toEqual([]);
  });

  it('marks the languages each save changed', () => {
    const versions = versionsOf([revision(4, 'b', 'b', 'B'), revision(3, 'a', 'b', 'a'), revision(2, 'x', 'a')], true);
    expect(versions.map((v) => [v.version, v.changed])).toEqual([
      [4, ['en']],
      [3, ['es']],
      [2, ['es', 'en']],
      [1, []],
    ]);
  });
});
