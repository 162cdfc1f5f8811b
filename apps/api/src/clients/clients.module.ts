import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ClientsResolver } from './clients.resolver.js';

/** The admins' clients: customers' accounts, managed through the accounts service. */
@Module({ imports: [AccountsModule], providers: [ClientsResolver] })
export class ClientsModule {}
