import { Injectable } from '@nestjs/common';

/**
 * "Public data may have changed": the one signal every cache of public data (whole responses,
 * site texts, company details) listens to. Raised by the database listener for every committed
 * write of any process (public-data-listener.ts) and, in this process, after every successful
 * GraphQL mutation (public-response-cache.ts), so no writer has to remember it.
 */
@Injectable()
export class PublicDataChanges {
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
