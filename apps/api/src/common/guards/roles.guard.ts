import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ROLES } from '../decorators/auth.decorators.js';
import { forbidden, unauthenticated } from '../errors/graphql-errors.js';
import { requestOf } from '../request-context.js';
import type { UserRole } from '../viewer.js';

/** Global: an operation marked @Roles(...) refuses everyone else. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const viewer = requestOf(context).user;
    if (!viewer) throw unauthenticated();
    if (!roles.includes(viewer.role)) throw forbidden();
    return true;
  }
}
