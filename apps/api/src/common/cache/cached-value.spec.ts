import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { CachedValue } from './cached-value.js';
import { PublicDataChanges } from './public-data-changes.js';

describe('CachedValue', () => {
  const transaction = { queryRunner: { isTransactionActive: true } } as unknown as EntityManager;

  function counting() {
    const loads: (EntityManager | undefined)[] = [];
    const changes = new PublicDataChanges();
    const value = new CachedValue(async (manager?: EntityManager) => {
      loads.push(manager);
      return loads.length;
    }, changes);
    return { value, loads, changes };
  }

  it('loads once and keeps the value until public data changes', async () => {
    const { value, loads, changes } = counting();
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(1);
    changes.changed();
    expect(await value.get()).toBe(2);
    expect(loads).toEqual([undefined, undefined]);
  });

  it('asked inside a transaction with a cold cache, loads through that transaction and keeps nothing', async () => {
    const { value, loads } = counting();
    expect(await value.get(transaction)).toBe(1);
    expect(loads).toEqual([transaction]);
    // Not kept: the next reader outside the transaction loads afresh through the pool, and that is kept.
    expect(await value.get()).toBe(2);
    expect(await value.get(transaction)).toBe(2);
    expect(loads).toEqual([transaction, undefined]);
  });
});
