import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ACCESS_TOKEN_STRATEGY } from '../common/guards/jwt-auth.guard.js';
import { OneTimeLinksModule } from '../one-time-links/one-time-links.service.js';
import { UsersModule } from '../users/users.module.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { DemoAccountsResolver } from './demo-accounts.resolver.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LastSignInResolver } from './last-sign-in.resolver.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordLinks } from './password-links.js';
import { PasswordLinksResolver } from './password-links.resolver.js';
import { SignInLinks } from './sign-in-links.js';
import { SignUps } from './sign-ups.js';
import { SignUpsResolver } from './sign-ups.resolver.js';

@Module({
  imports: [JwtModule.register({}), UsersModule, OneTimeLinksModule],
  providers: [
    AuthService,
    AuthResolver,
    LastSignInResolver,
    JwtStrategy,
    LoginThrottle,
    DemoAccountsResolver,
    PasswordLinks,
    PasswordLinksResolver,
    SignInLinks,
    SignUps,
    SignUpsResolver,
    { provide: ACCESS_TOKEN_STRATEGY, useExisting: JwtStrategy },
  ],
  exports: [AuthService, PasswordLinks, ACCESS_TOKEN_STRATEGY],
})
export class AuthModule {}
