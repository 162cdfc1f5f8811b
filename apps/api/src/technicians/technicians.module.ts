import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module.js';
import { TechniciansResolver } from './technicians.resolver.js';

/** Technicians' accounts, as the admins manage them. */
@Module({ imports: [ClientsModule], providers: [TechniciansResolver] })
export class TechniciansModule {}
