import type { PublicDataChanges } from './public-data-changes.js';

/**
 * A value of public data loaded on demand and kept in memory until PublicDataChanges fires. A load
 * in flight when a change comes is still answered to whoever asked, but not kept; a failed load
 * is not kept either.
 */
export class CachedValue<T> {
  private value: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    changes: PublicDataChanges,
  ) {
    changes.subscribe(() => this.clear());
  }

  get(): Promise<T> {
    if (this.value) return this.value;
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
