import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { OneTimeLinkEntity } from './one-time-link.entity.js';

export type LinkState = 'VALID' | 'EXPIRED' | 'USED' | 'SUPERSEDED' | 'INVALID';

export interface LinkCheck {
  state: LinkState;
  /** Whose link it is; null only when the token is unknown. */
  userId: string | null;
}

/** The field error code of a link that does not work (linkExpired, linkUsed, linkSuperseded, linkInvalid), as the web translates it. */
export const linkErrorCode = (state: Exclude<LinkState, 'VALID'>) => `link${state[0]}${state.slice(1).toLowerCase()}`;

/** A link's token as stored: its SHA-256 (the token itself is only in the e-mail). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * One-time links for any purpose (set a password today; sign in by e-mail later): a random token
 * for the e-mail, its hash in the database, one use, an expiry, and only the newest link of a
 * user and purpose works.
 */
@Injectable()
export class OneTimeLinks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A new link (its token, to put in the e-mail); the user's older links of that purpose stop working.
   * `userId` null: a link of no user yet (the first admin's setup link, the only such purpose).
   */
  async issue(manager: EntityManager, userId: string | null, purpose: string, ttlMs: number): Promise<string> {
    await this.supersede(manager, userId, purpose);
    const token = randomBytes(32).toString('base64url');
    await manager.getRepository(OneTimeLinkEntity).insert({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    return token;
  }

  /** Ends every unused link of the user (null: of no user) for that purpose (or for any, without one). */
  async supersede(manager: EntityManager, userId: string | null, purpose?: string): Promise<void> {
    await manager.query(
      `UPDATE one_time_links SET superseded_at = now()
        WHERE (user_id = $1::uuid OR ($1::uuid IS NULL AND user_id IS NULL)) AND ($2::text IS NULL OR purpose = $2) AND used_at IS NULL AND superseded_at IS NULL`,
      [userId, purpose ?? null],
    );
  }

  /** When the user's newest link of that purpose was made, used or not; null when they never had one. */
  async lastIssuedAt(manager: EntityManager, userId: string, purpose: string): Promise<Date | null> {
    const [newest]: { created_at: Date }[] = await manager.query(
      `SELECT created_at FROM one_time_links WHERE user_id = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1`,
      [userId, purpose],
    );
    return newest ? new Date(newest.created_at) : null;
  }

  /** The user's (null: no user's) link of that purpose that still works, if any: when it was made and until when it works. */
  async findValid(manager: EntityManager, userId: string | null, purpose: string): Promise<{ createdAt: Date; expiresAt: Date } | null> {
    const [link]: { created_at: Date; expires_at: Date }[] = await manager.query(
      `SELECT created_at, expires_at FROM one_time_links
        WHERE (user_id = $1::uuid OR ($1::uuid IS NULL AND user_id IS NULL)) AND purpose = $2 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC LIMIT 1`,
      [userId, purpose],
    );
    return link ? { createdAt: new Date(link.created_at), expiresAt: new Date(link.expires_at) } : null;
  }

  async check(token: string, purpose: string, manager: EntityManager = this.dataSource.manager): Promise<LinkCheck & { createdAt?: Date }> {
    const link = await manager.getRepository(OneTimeLinkEntity).findOneBy({ tokenHash: hashToken(token), purpose });
    if (!link) return { state: 'INVALID', userId: null };
    const state: LinkState = link.usedAt ? 'USED' : link.supersededAt ? 'SUPERSEDED' : link.expiresAt <= new Date() ? 'EXPIRED' : 'VALID';
    return { state, userId: link.userId, createdAt: link.createdAt };
  }

  /** Uses the link if it is valid (atomically: of two concurrent uses, one wins); says why not otherwise. */
  async consume(manager: EntityManager, token: string, purpose: string): Promise<LinkCheck> {
    const used: { user_id: string }[] = await manager.query(
      `WITH used AS (
         UPDATE one_time_links SET used_at = now()
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
          RETURNING user_id
       ) SELECT user_id FROM used`,
      [hashToken(token), purpose],
    );
    if (used[0]) return { state: 'VALID', userId: used[0].user_id };
    return this.check(token, purpose, manager);
  }
}

@Module({ imports: [TypeOrmModule.forFeature([OneTimeLinkEntity])], providers: [OneTimeLinks], exports: [OneTimeLinks] })
export class OneTimeLinksModule {}
