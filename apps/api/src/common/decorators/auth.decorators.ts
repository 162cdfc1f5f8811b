import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { requestOf } from '../request-context.js';
import type { UserRole, Viewer } from '../viewer.js';

export const IS_PUBLIC = 'isPublic';
export const ROLES = 'roles';

/** The operation needs no sign-in (the JWT guard still reads a valid token when present). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the operation. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer | null => {
  return requestOf(context).user ?? null;
});
