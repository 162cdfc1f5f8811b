import type { ErrorCode } from '@mmt/contract';
import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';

const STATUS_OF_CODE: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Errors we throw on purpose (GraphQLError with a code) are answers, not faults: they go to the
 * client without Nest logging them as errors. Over plain HTTP (invoice PDFs, /health) they become
 * a status and a JSON body.
 */
@Catch(GraphQLError)
export class GraphQLErrorFilter implements ExceptionFilter {
  catch(error: GraphQLError, host: ArgumentsHost): GraphQLError | void {
    if (host.getType<string>() === 'graphql') return error;
    const code = String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR');
    const status = STATUS_OF_CODE[code as ErrorCode] ?? 500;
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(status)
      .header('cache-control', 'no-store')
      .send({ error: { code, message: status === 500 ? 'Internal server error' : error.message } });
  }
}
