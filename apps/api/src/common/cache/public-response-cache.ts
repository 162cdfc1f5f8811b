import { Injectable } from '@nestjs/common';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { cacheKeyOf, type CacheKeyLimits } from './cache-key.js';
import { PublicDataChanges } from './public-data-changes.js';

interface Entry {
  body: string;
  bytes: number;
  expiresAt: number;
}

export interface PublicResponseCacheSettings extends CacheKeyLimits {
  maxEntries: number;
  /** Total of the cached bodies and keys; the oldest entries go first past it. */
  maxBytes: number;
  /** Larger answers are not cached. */
  maxEntryBytes: number;
  /** Every entry expires, also of fields without a TTL of their own (writes drop them all sooner). */
  maxTtlMs: number;
}

/**
 * Whole-response cache for anonymous queries that read only public data (the public read path:
 * site texts, company details, blog). A hit is answered before Apollo runs at all. It is dropped
 * whole on every PublicDataChanges signal: any committed write of public data in any process
 * (through the database's NOTIFY), and any successful mutation in this one.
 * Keyed on a hash of the normalised request (cache-key.ts), so what an entry holds is its answer,
 * never the request's size; unusual requests are not cached at all.
 */
@Injectable()
export class PublicResponseCache {
  private readonly fields = new Map<string, number | undefined>();
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Mutable so tests can lower the caps. */
  readonly settings: PublicResponseCacheSettings = {
    maxEntries: 1000,
    maxBytes: 16 * 2 ** 20,
    maxEntryBytes: 2 ** 20,
    maxTtlMs: 5 * 60_000,
    maxQueryChars: 4000,
    maxQueryTokens: 600,
    maxVariablesChars: 1000,
    maxVariablesDepth: 4,
  };
  /** Bumped by every clear: an answer computed across a clear may be stale and is not stored. */
  private generation = 0;

  constructor(private readonly changes: PublicDataChanges) {
    changes.subscribe(() => this.clear());
  }

  /** Marks a root query field as public and the same for everyone, cached at most `ttlMs` (and maxTtlMs). */
  allowField(name: string, ttlMs?: number): void {
    this.fields.set(name, ttlMs);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Serves hits on POST /graphql before the GraphQL server sees the request. */
  register(fastify: FastifyInstance, path = '/graphql'): void {
    fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || request.url !== path || request.headers.authorization) return;
      const key = cacheKeyOf(request.body, this.settings);
      const entry = key && this.entries.get(key);
      if (!entry) return;
      if (entry.expiresAt <= Date.now()) {
        this.remove(key);
        return;
      }
      return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').header('x-cache', 'hit').send(entry.body);
    });
  }

  plugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => {
        const startedIn = this.generation;
        return {
          willSendResponse: async (context: GraphQLRequestContext<object>) => this.afterResponse(context, startedIn),
        };
      },
    };
  }

  /** Stores a cacheable answer; after a successful mutation, signals that public data may have changed. */
  private afterResponse({ request, operation, response, errors }: GraphQLRequestContext<object>, startedIn: number): void {
    const body = response.body;
    if (!operation || errors?.length || body?.kind !== 'single' || body.singleResult.errors) return;
    if (operation.operation === 'mutation') {
      // The writer's next read must not be an answer cached before its write (NOTIFY comes a moment later).
      this.changes.changed();
      return;
    }
    if (startedIn !== this.generation) return;
    if (request.http?.method !== 'POST' || request.http.headers.get('authorization')) return;
    const ttl = this.ttlOf(operation);
    if (ttl === null) return;
    const key = cacheKeyOf(request, this.settings);
    if (key) this.store(key, JSON.stringify(body.singleResult), ttl);
  }

  /** The shortest TTL of the root fields, or null when any of them is not public. */
  private ttlOf(operation: OperationDefinitionNode): number | null {
    if (operation.operation !== 'query') return null;
    let ttl = this.settings.maxTtlMs;
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return null;
      const name = selection.name.value;
      if (name === '__typename') continue;
      if (!this.fields.has(name)) return null;
      ttl = Math.min(ttl, this.fields.get(name) ?? ttl);
    }
    return ttl;
  }

  private store(key: string, body: string, ttlMs: number): void {
    const bytes = Buffer.byteLength(body) + key.length;
    if (bytes > this.settings.maxEntryBytes) return;
    this.remove(key);
    // Oldest first (a Map keeps insertion order) until the new entry fits both caps.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.settings.maxEntries && this.bytes + bytes <= this.settings.maxBytes) break;
      this.remove(oldest);
    }
    if (this.bytes + bytes > this.settings.maxBytes) return;
    this.entries.set(key, { body, bytes, expiresAt: Date.now() + ttlMs });
    this.bytes += bytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
