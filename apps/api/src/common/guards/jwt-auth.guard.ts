import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import passport, { type Strategy } from 'passport';
import { IS_PUBLIC } from '../decorators/auth.decorators.js';
import type { Viewer } from '../viewer.js';
import { isDatabaseUnavailable } from '../errors/database-unavailable.js';
import { serviceUnavailable, unauthenticated } from '../errors/graphql-errors.js';
import { requestOf, type AppRequest } from '../request-context.js';

/**
 * The app's own access-token strategy (the auth domain provides it). Not passport's registry by
 * name: that is one per Node process, so with two apps in one process the last one built would
 * check every app's tokens, through its own database pool, even after it was closed.
 */
export const ACCESS_TOKEN_STRATEGY = Symbol('ACCESS_TOKEN_STRATEGY');

/**
 * Global: every operation needs a valid access token unless marked @Public(). On a public
 * operation a token is still read when valid, and a bad one makes the caller anonymous.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKEN_STRATEGY) private readonly strategy: Strategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = requestOf(context);
    if (isPublic && !request.headers.authorization) return true;
    try {
      request.user = await this.authenticate(request);
    } catch (error) {
      if (!isPublic) throw error;
      request.user = null;
    }
    return true;
  }

  /**
   * A bad, expired or revoked token is UNAUTHENTICATED; an error while checking it is a server
   * fault and stays one, so that clients do not sign the user out over it: SERVICE_UNAVAILABLE
   * when the database is down (classified here, while the error is still the driver's own).
   */
  private handleRequest(error: unknown, viewer: Viewer | false | null): Viewer {
    if (error) throw isDatabaseUnavailable(error) ? serviceUnavailable() : error;
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  /** Passport runs a copy of the strategy per request, as it does with a registered one: it binds the request's callbacks to it. */
  private authenticate(request: AppRequest): Promise<Viewer> {
    return new Promise((resolve, reject) => {
      const strategy = Object.create(this.strategy) as Strategy;
      passport.authenticate(strategy, { session: false }, (error: unknown, viewer: Viewer | false | null) => {
        try {
          resolve(this.handleRequest(error, viewer));
        } catch (refused) {
          reject(refused);
        }
      })(request, undefined, reject);
    });
  }
}
