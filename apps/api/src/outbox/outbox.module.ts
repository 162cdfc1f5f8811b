import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailComposer } from './email-composer.js';
import { OutboxMessageEntity } from './entities/outbox-message.entity.js';
import { MailTransport } from './mail-transport.js';
import { OutboxResolver } from './outbox.resolver.js';
import { Outbox } from './outbox.service.js';
import { OutboxWorker } from './outbox.worker.js';

/** E-mail: compose (EmailComposer), queue in the caller's transaction (Outbox), send (OutboxWorker). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessageEntity])],
  providers: [Outbox, EmailComposer, MailTransport, OutboxWorker, OutboxResolver],
  exports: [Outbox, EmailComposer, OutboxWorker],
})
export class OutboxModule {}
