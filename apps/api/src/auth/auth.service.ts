import { Inject, Injectable, Logger } from '@nestjs/common';
import DataLoader from 'dataloader';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { PreparedStatement } from '../common/prepared-statement.js';
import { PerRequest } from '../common/per-request.js';
import type { UserRole, Viewer } from '../common/viewer.js';
import { unauthenticated } from '../common/errors/graphql-errors.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
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

/** How long after a renewal its token may come again because the browser never got the new one. */
export const LOST_RENEWAL_GRACE_SECONDS = 20;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A refresh token just used: its session, whose account the new tokens are for, and whether both still run. */
interface ConsumedToken {
  session_id: string;
  user_id: string;
  live: boolean;
}
/** Over `c` (the token) and `s` (its session): neither has expired and the session was not revoked. */
const LIVE = '(c.expires_at > now() AND s.expires_at > now() AND s.revoked_at IS NULL)';
/** A row when the session ($1) is the user's ($2), neither revoked nor expired. */
/** On every signed-in request: planned once per connection. */
const LIVE_SESSION = new PreparedStatement(
  'auth-live-session',
  'SELECT 1 FROM auth_sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()',
);

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  private readonly loaders = new PerRequest(() => ({
    lastSignIn: new DataLoader<string, Date | null>(async (ids) => {
      const rows: { user_id: string; at: Date }[] = await this.dataSource.query(
        'SELECT user_id, max(created_at) AS at FROM auth_sessions WHERE user_id = ANY($1) GROUP BY user_id',
        [[...ids]],
      );
      return ids.map((id) => rows.find((row) => row.user_id === id)?.at ?? null);
    }),
  }));

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** When they last signed in (a session began: a password or a sign-in link), batched per request; null: never. */
  loadLastSignIn(request: object, userId: string): Promise<Date | null> {
    return this.loaders.for(request).lastSignIn.load(userId);
  }

  /** One message and the same work for an unknown e-mail and a wrong password. */
  async login(email: string, password: string, address: string): Promise<IssuedSession> {
    const normalizedEmail = email.trim().toLowerCase();
    await this.throttle.attempt(normalizedEmail, address);
    const user = await this.users.findByEmail(normalizedEmail);
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
      this.logger.warn({ msg: 'login failed', address });
      throw unauthenticated(INVALID_CREDENTIALS, { reason: 'INVALID_CREDENTIALS' });
    }
    await this.throttle.succeeded(normalizedEmail, address);
    // The deactivated account is said only to whoever knows the password: it tells nothing to someone guessing.
    return this.startSession(user);
  }

  /** A new session for a user who proved who they are (a password, a sign-in link); a deactivated account is refused. */
  async startSession(user: UserEntity): Promise<IssuedSession> {
    if (user.deactivatedAt) throw unauthenticated(ACCOUNT_DISABLED, { reason: 'ACCOUNT_DISABLED' });
    const [session]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO auth_sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
      [user.id, this.config.sessionMaxAgeSeconds],
    );
    return this.issue(user, session.id);
  }

  /**
   * Rotates the refresh token: each one works once. A token presented again after its
   * rotation means it leaked, so the whole session (its family) is revoked. A token unused for
   * the idle timeout has expired, and no token outlives its session's absolute end (see issue()).
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw unauthenticated(SESSION_ENDED, { reason: 'NO_SESSION' });
    const tokenHash = hashToken(refreshToken);
    const tokens = this.dataSource.getRepository(RefreshTokenEntity);
    // Both ends on the database's clock, which every API process shares.
    const consumed: ConsumedToken[] = await this.dataSource.query(
      `WITH consumed AS (
         UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING session_id, expires_at
       ) SELECT c.session_id, s.user_id, ${LIVE} AS live
           FROM consumed c JOIN auth_sessions s ON s.id = c.session_id`,
      [tokenHash],
    );
    const row = consumed[0] ?? (await this.consumeLostRenewal(tokenHash));
    if (!row) {
      const reused = await tokens.findOneBy({ tokenHash });
      if (reused) {
        await this.revokeSession(reused.sessionId);
        this.logger.warn({ msg: 'refresh token reused: session revoked', sessionId: reused.sessionId });
      }
      throw unauthenticated(SESSION_ENDED, { reason: 'SESSION_ENDED' });
    }
    const user = await this.users.findById(row.user_id);
    if (!user || user.deactivatedAt || !row.live) throw unauthenticated(SESSION_ENDED, { reason: 'SESSION_ENDED' });
    return this.issue(user, row.session_id);
  }

  /**
   * A token used moments ago whose new one never reached the browser (it left the page while the
   * renewal was in flight), when no later token of its session has been used since: its unused
   * successor is consumed instead, and the session goes on. Anything else presenting a used token
   * is a replay (see refresh).
   */
  private async consumeLostRenewal(tokenHash: string): Promise<ConsumedToken | undefined> {
    const consumed: ConsumedToken[] = await this.dataSource.query(
      `WITH lost AS (
         SELECT t.session_id, t.used_at FROM refresh_tokens t
          WHERE t.token_hash = $1 AND t.used_at > now() - make_interval(secs => $2)
            AND NOT EXISTS (SELECT 1 FROM refresh_tokens later WHERE later.session_id = t.session_id AND later.used_at > t.used_at)
       ), consumed AS (
         UPDATE refresh_tokens u SET used_at = now() FROM lost
          WHERE u.session_id = lost.session_id AND u.used_at IS NULL RETURNING u.session_id, u.expires_at
       ) SELECT c.session_id, s.user_id, ${LIVE} AS live
           FROM consumed c JOIN auth_sessions s ON s.id = c.session_id LIMIT 1`,
      [tokenHash, LOST_RENEWAL_GRACE_SECONDS],
    );
    return consumed[0];
  }

  /** Ends the session of the refresh cookie and of the access token, whichever are given. */
  async logout(refreshToken: string | undefined, viewer: Viewer | null): Promise<void> {
    if (viewer) await this.revokeSession(viewer.sessionId);
    if (refreshToken) {
      const token = await this.dataSource.getRepository(RefreshTokenEntity).findOneBy({ tokenHash: hashToken(refreshToken) });
      if (token) await this.revokeSession(token.sessionId);
    }
  }

  /**
   * The user of a live session; null once it is revoked or the account deactivated. It runs on every
   * signed-in request: the session and the account are read at once, each by one plain statement.
   */
  async viewerOfSession(userId: string, sessionId: string): Promise<Viewer<UserEntity> | null> {
    const [live, account] = await Promise.all([LIVE_SESSION.run<unknown[]>(this.dataSource, [sessionId, userId]), this.users.findActive(userId)]);
    if (!live.length || !account) return null;
    return { id: account.id, role: account.role, name: account.name, email: account.email, sessionId, account };
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
    // Idle timeout from now, but never past the session's absolute end.
    const [{ expires_at: refreshTokenExpiresAt }]: { expires_at: Date }[] = await this.dataSource.query(
      `INSERT INTO refresh_tokens (session_id, token_hash, expires_at)
       SELECT id, $2, LEAST(now() + make_interval(secs => $3), expires_at) FROM auth_sessions WHERE id = $1
       RETURNING expires_at`,
      [sessionId, hashToken(refreshToken), this.config.sessionIdleTimeoutSeconds],
    );
    return {
      user,
      accessToken,
      accessTokenExpiresAt: new Date(Date.now() + this.config.accessTokenTtlSeconds * 1000),
      refreshToken,
      refreshTokenExpiresAt,
    };
  }
}
