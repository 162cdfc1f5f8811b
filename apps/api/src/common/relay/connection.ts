import { Type } from '@nestjs/common';
import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { badUserInput } from '../errors/graphql-errors.js';

@ObjectType()
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field()
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true })
  startCursor: string | null;

  @Field(() => String, { nullable: true })
  endCursor: string | null;
}

@ArgsType()
export class ConnectionArgs {
  @Field(() => Int, { nullable: true, description: 'At most 100; 20 by default.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  first?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  after?: string;
}

export interface ConnectionShape<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** `FooConnection` and `FooEdge` types for a node type. */
export function Connection<T>(nodeType: Type<T>): Type<ConnectionShape<T>> {
  const name = nodeType.name;

  @ObjectType(`${name}Edge`)
  class Edge {
    @Field()
    cursor: string;

    @Field(() => nodeType)
    node: T;
  }

  @ObjectType(`${name}Connection`, { isAbstract: true })
  class ConnectionType {
    @Field(() => [Edge])
    edges: Edge[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;

    @Field(() => Int)
    totalCount: number;
  }
  Object.defineProperty(ConnectionType, 'name', { value: `${name}Connection` });
  return ConnectionType as Type<ConnectionShape<T>>;
}

/** Offset cursors: simple, stable for lists ordered by a unique key, and cheap at our sizes. */
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

export interface Page {
  offset: number;
  limit: number;
}

export function pageFromArgs({ first, after }: ConnectionArgs, defaultSize = 20): Page {
  let offset = 0;
  if (after) {
    const match = /^offset:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
    if (!match) throw badUserInput([{ field: 'after', code: 'invalidCursor', message: 'Invalid cursor' }]);
    offset = Number(match[1]) + 1;
  }
  return { offset, limit: first ?? defaultSize };
}

export function connectionFromPage<T>(nodes: T[], page: Page, totalCount: number): ConnectionShape<T> {
  const edges = nodes.map((node, index) => ({ cursor: encodeCursor(page.offset + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: page.offset + nodes.length < totalCount,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
