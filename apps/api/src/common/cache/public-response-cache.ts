import { Injectable } from '@nestjs/common';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { PublicDataChanges } from './public-data-changes.js';

interface Entry {
  body: string;
  expiresAt: number;
}

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

const MAX_ENTRIES = 1000;

/**
 * Whole-response cache for anonymous queries that read only public data (the public read path:
 * site texts, company details, blog). A hit is answered before Apollo runs at all. It is dropped
 * whole on every PublicDataChanges signal: any committed write of public data in any process
 * (through the database's NOTIFY), and any successful mutation in this one.
 */
@Injectable()
export class PublicResponseCache {
  private readonly fields = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every clear: an answer computed across a clear may be stale and is not stored. */
  private generation = 0;

  constructor(private readonly changes: PublicDataChanges) {
    changes.subscribe(() => this.clear());
  }

  /** Marks a root query field as public and the same for everyone, cached at most `ttlMs`. */
  allowField(name: string, ttlMs = Number.POSITIVE_INFINITY): void {
    this.fields.set(name, ttlMs);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Serves hits on POST /graphql before the GraphQL server sees the request. */
  register(fastify: FastifyInstance, path = '/graphql'): void {
    fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || request.url !== path || request.headers.authorization) return;
      const key = keyOf(request.body as GraphQLBody);
      const entry = key && this.entries.get(key);
      if (!entry) return;
      if (entry.expiresAt <= Date.now()) {
        this.entries.delete(key);
        return;
      }
      return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(entry.body);
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
    const key = keyOf(request);
    if (ttl === null || !key) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { body: JSON.stringify(body.singleResult), expiresAt: Date.now() + ttl });
  }

  /** The shortest TTL of the root fields, or null when any of them is not public. */
  private ttlOf(operation: OperationDefinitionNode): number | null {
    if (operation.operation !== 'query') return null;
    let ttl = Number.POSITIVE_INFINITY;
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return null;
      const fieldTtl = selection.name.value === '__typename' ? ttl : this.fields.get(selection.name.value);
      if (fieldTtl === undefined) return null;
      ttl = Math.min(ttl, fieldTtl);
    }
    return ttl;
  }
}

function keyOf(body: GraphQLBody | undefined): string | null {
  if (!body || typeof body.query !== 'string') return null;
  return JSON.stringify([body.query, body.operationName ?? null, body.variables ?? null]);
}
