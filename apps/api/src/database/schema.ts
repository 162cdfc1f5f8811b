import { AuthSessionEntity } from '../auth/entities/auth-session.entity.js';
import { RefreshTokenEntity } from '../auth/entities/refresh-token.entity.js';
import { ContentEntryEntity } from '../content/entities/content-entry.entity.js';
import { UserEntity } from '../users/entities/user.entity.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';

/** Explicit lists (not globs): they work the same in tests, in `dist` and in the CLI. */
export const entities = [UserEntity, AuthSessionEntity, RefreshTokenEntity, ContentEntryEntity];

export const migrations = [InitialSchema1763800000000];
