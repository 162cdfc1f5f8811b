import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { StaffResolver } from './staff.resolver.js';

/** The staff's accounts (admins and technicians), as the admins manage them. */
@Module({ imports: [ClientsModule], providers: [StaffResolver] })
export class StaffModule {}
