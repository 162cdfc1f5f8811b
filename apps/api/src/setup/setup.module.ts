import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { OneTimeLinksModule } from '../one-time-links/one-time-links.service.js';
import { UsersModule } from '../users/users.module.js';
import { FirstAdminSetupResolver } from './first-admin-setup.resolver.js';
import { FirstAdminSetup } from './first-admin-setup.service.js';

/** A new install's first admin: the one-time setup link printed at start, its page's operations, and `admin:create`. */
@Module({ imports: [AuthModule, OneTimeLinksModule, UsersModule], providers: [FirstAdminSetup, FirstAdminSetupResolver], exports: [FirstAdminSetup] })
export class SetupModule {}
