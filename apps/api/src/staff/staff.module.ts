import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { StaffResolver } from './staff.resolver.js';

/** The staff's accounts (admins and technicians), managed through the accounts service. */
@Module({ imports: [AccountsModule], providers: [StaffResolver] })
export class StaffModule {}
