import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { UserEntity, UserRole } from '../../users/entities/user.entity.js';
import { requestOf } from '../request-context.js';

export const IS_PUBLIC = 'isPublic';
export const ROLES = 'roles';

/** The caller, as the JWT guard resolved it. */
export interface Viewer {
  id: string;
  role: UserRole;
  sessionId: string;
  /** Read with the session check, so `me` needs no second query. */
  name: string;
  email: string;
  account: UserEntity;
}

/** The operation needs no sign-in (the JWT guard still reads a valid token when present). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the operation. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES, roles);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer | null => {
  return requestOf(context).user ?? null;
});

