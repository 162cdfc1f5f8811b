import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../decorators/auth.decorators.js';
import type { Viewer } from '../viewer.js';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { serviceUnavailable, unauthenticated } from '../errors/graphql-errors.js';
import { requestOf } from '../request-context.js';

/**
 * Global: every operation needs a valid access token unless marked @Public(). On a public
 * operation a token is still read when valid, and a bad one makes the caller anonymous.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = requestOf(context);
    if (isPublic && !request.headers.authorization) return true;
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (!isPublic) throw error;
      request.user = null;
      return true;
    }
  }

  /**
   * A bad, expired or revoked token is UNAUTHENTICATED; an error while checking it is a server
   * fault and stays one, so that clients do not sign the user out over it: SERVICE_UNAVAILABLE
   * when the database is down (classified here, while the error is still the driver's own).
   */
  override handleRequest<T = Viewer>(error: unknown, viewer: T | false): T {
    if (error) throw isDatabaseUnavailable(error) ? serviceUnavailable() : error;
    if (!viewer) throw unauthenticated();
    return viewer;
  }
}
