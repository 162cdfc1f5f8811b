import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../common/decorators/auth.decorators.js';
import { graphQLError, unauthenticated } from '../common/errors/graphql-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserEntity, type UserRole } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AuthSessionEntity } from './entities/auth-session.entity.js';
import { RefreshTokenEntity } from './entities/refresh-token.entity.js';
import { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './password.js';

export const JWT_ISSUER = 'mmt-api';
export const JWT_AUDIENCE = 'mmt-web';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: UserRole;
}

export interface IssuedSession {
  user: UserEntity;
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

const INVALID_CREDENTIALS = 'Credenciales inválidas';
const ACCOUNT_DISABLED = 'Esta cuenta está desactivada. Contacta con nosotros si necesitas acceder.';
const SESSION_ENDED = 'La sesión ha caducado. Inicia sesión de nuevo.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  private readonly throttle = new LoginThrottle();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  /** One message and the same work for an unknown e-mail and a wrong password. */
  async login(email: string, password: string, address: string): Promise<IssuedSession> {
    const normalizedEmail = email.trim().toLowerCase();
    const retryAfterSeconds = this.throttle.retryAfterSeconds(normalizedEmail, address);
    if (retryAfterSeconds > 0) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw graphQLError('TOO_MANY_REQUESTS', `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutes} min.`, {
        reason: 'TOO_MANY_ATTEMPTS',
        retryAfterSeconds,
      });
    }
    const user = await this.users.findByEmail(normalizedEmail);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      this.throttle.recordFailure(normalizedEmail, address);
      this.logger.warn({ msg: 'login failed', address });
      throw unauthenticated(INVALID_CREDENTIALS, { reason: 'INVALID_CREDENTIALS' });
    }
    this.throttle.recordSuccess(normalizedEmail);
    // Said only to whoever knows the password: it tells nothing to someone guessing.
    if (user.deactivatedAt) throw unauthenticated(ACCOUNT_DISABLED, { reason: 'ACCOUNT_DISABLED' });
    const session = await this.dataSource.getRepository(AuthSessionEntity).save({ userId: user.id, revokedAt: null });
    return this.issue(user, session.id);
  }

  /**
   * Rotates the refresh token: each one works once. A token presented again after its
   * rotation means it leaked, so the whole session (its family) is revoked.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw unauthenticated(SESSION_ENDED, { reason: 'NO_SESSION' });
    const tokenHash = hashToken(refreshToken);
    const tokens = this.dataSource.getRepository(RefreshTokenEntity);
    const consumed: { session_id: string; expires_at: Date }[] = await this.dataSource.query(
      `WITH consumed AS (
         UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING session_id, expires_at
       ) SELECT * FROM consumed`,
      [tokenHash],
    );
    const row = consumed[0];
    if (!row) {
      const reused = await tokens.findOneBy({ tokenHash });
      if (reused) {
        await this.revokeSession(reused.sessionId);
        this.logger.warn({ msg: 'refresh token reused: session revoked', sessionId: reused.sessionId });
      }
      throw unauthenticated(SESSION_ENDED, { reason: 'SESSION_ENDED' });
    }
    const session = await this.dataSource
      .getRepository(AuthSessionEntity)
      .findOne({ where: { id: row.session_id }, relations: { user: true } });
    if (!session?.user || session.revokedAt || session.user.deactivatedAt || new Date(row.expires_at) <= new Date()) {
      throw unauthenticated(SESSION_ENDED, { reason: 'SESSION_ENDED' });
    }
    return this.issue(session.user, session.id);
  }

  /** Ends the session of the refresh cookie and of the access token, whichever are given. */
  async logout(refreshToken: string | undefined, viewer: Viewer | null): Promise<void> {
    if (viewer) await this.revokeSession(viewer.sessionId);
    if (refreshToken) {
      const token = await this.dataSource.getRepository(RefreshTokenEntity).findOneBy({ tokenHash: hashToken(refreshToken) });
      if (token) await this.revokeSession(token.sessionId);
    }
  }

  /** The user of a live session; null once it is revoked or the account deactivated. */
  async viewerOfSession(userId: string, sessionId: string): Promise<Viewer | null> {
    const account = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .innerJoin(AuthSessionEntity, 's', 's.user_id = u.id')
      .where('s.id = :sessionId AND u.id = :userId AND s.revoked_at IS NULL AND u.deactivated_at IS NULL', { sessionId, userId })
      .getOne();
    return account && { id: account.id, role: account.role, name: account.name, email: account.email, sessionId, account };
  }

  /** Ends every session of a user at once (deactivation, a new password): their access tokens stop working too. */
  async revokeAllSessions(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
  }

  private async revokeSession(sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
  }

  private async issue(user: UserEntity, sessionId: string): Promise<IssuedSession> {
    const claims: AccessClaims = { sub: user.id, sid: sessionId, role: user.role };
    const accessToken = await this.jwt.signAsync(claims, {
      algorithm: 'HS256',
      secret: this.config.jwtAccessSecret,
      expiresIn: this.config.accessTokenTtlSeconds,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshTokenExpiresAt = new Date(Date.now() + this.config.refreshTokenTtlDays * 86_400_000);
    await this.dataSource
      .getRepository(RefreshTokenEntity)
      .insert({ sessionId, tokenHash: hashToken(refreshToken), expiresAt: refreshTokenExpiresAt, usedAt: null });
    return {
      user,
      accessToken,
      accessTokenExpiresAt: new Date(Date.now() + this.config.accessTokenTtlSeconds * 1000),
      refreshToken,
      refreshTokenExpiresAt,
    };
  }
}
