import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './viewer.js';

export type AppRequest = FastifyRequest & { user?: Viewer | null };

/** What every GraphQL resolver gets as context (set up in the GraphQL module). */
export interface GraphQLContext {
  req: AppRequest;
  res: FastifyReply;
}

export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<GraphQLContext>().req;
  return context.switchToHttp().getRequest<AppRequest>();
}
