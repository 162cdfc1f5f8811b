import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Viewer } from '../common/viewer.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserEntity } from '../users/entities/user.entity.js';
import { AuthService, JWT_AUDIENCE, JWT_ISSUER, type AccessClaims } from './auth.service.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: jsonwebtoken would otherwise try it as a PEM public key on every
      // request (createPublicKey throws, then createSecretKey), a tenth of a signed-in request's CPU.
      // passport-jwt hands it to jsonwebtoken as it is; its types only know strings and buffers.
      secretOrKey: createSecretKey(Buffer.from(config.jwtAccessSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  /** A token of a revoked session (logout, reuse) is refused even before it expires. */
  validate(claims: AccessClaims): Promise<Viewer<UserEntity> | null> {
    return this.auth.viewerOfSession(claims.sub, claims.sid);
  }
}
