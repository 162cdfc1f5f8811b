import type { EntityManager } from 'typeorm';
import type { PublicDataChanges } from './public-data-changes.js';

/**
 * A value of public data loaded on demand and kept in memory until PublicDataChanges fires. A load
 * in flight when a change comes is still answered to whoever asked, but not kept; a failed load
 * is not kept either.
 */
export class CachedValue<T> {
  private value: Promise<T> | null = null;

  constructor(
    /** Reads the value through `manager`, or the default connection pool when none is given. */
    private readonly load: (manager?: EntityManager) => Promise<T>,
    changes: PublicDataChanges,
  ) {
    changes.subscribe(() => this.clear());
  }

  /**
   * The value. Asked for inside a transaction (`manager` of one), a cold cache loads through that
   * transaction's connection and does not keep what it read: a second pool connection, wanted while
   * this one is held, may never come when every connection is held the same way (issuers queued on
   * an invoice counter's lock), and the transaction may read its own uncommitted writes.
   */
  get(manager?: EntityManager): Promise<T> {
    if (this.value) return this.value;
    if (manager?.queryRunner?.isTransactionActive) return this.load(manager);
    const loading = this.load();
    this.value = loading;
    loading.catch(() => {
      if (this.value === loading) this.value = null;
    });
    return loading;
  }

  clear(): void {
    this.value = null;
  }
}
