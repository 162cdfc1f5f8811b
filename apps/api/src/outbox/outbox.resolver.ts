import { Args, ArgsType, Field, Mutation, Query, Resolver } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import { IsEnum, IsOptional } from 'class-validator';
import type { Repository } from 'typeorm';
import { intLocalId } from '../common/relay/global-id.js';
import { Roles } from '../common/decorators/auth.decorators.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { ConnectionArgs, connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { OutboxMessageEntity } from './entities/outbox-message.entity.js';
import {
  OutboxMessage,
  OutboxMessageConnection,
  OutboxMessageStatus,
  RetryOutboxMessageInput,
  RetryOutboxMessagePayload,
} from './models/outbox-message.model.js';

@ArgsType()
class OutboxMessagesArgs extends ConnectionArgs {
  @Field(() => OutboxMessageStatus, { nullable: true })
  @IsOptional()
  @IsEnum(OutboxMessageStatus)
  status?: OutboxMessageStatus;
}

@Resolver(() => OutboxMessage)
export class OutboxResolver {
  constructor(@InjectRepository(OutboxMessageEntity) private readonly messages: Repository<OutboxMessageEntity>) {}

  @Roles('admin')
  @Query(() => OutboxMessageConnection, { description: 'E-mails of the outbox, newest first (admins only): FAILED ones need a look.' })
  async outboxMessages(@Args() args: OutboxMessagesArgs): Promise<OutboxMessageConnection> {
    const page = pageFromArgs(args);
    const [rows, total] = await this.messages.findAndCount({
      where: args.status ? { status: args.status } : {},
      order: { id: 'DESC' },
      skip: page.offset,
      take: page.limit,
    });
    return connectionFromPage(rows.map(OutboxMessage.from), page, total);
  }

  @Roles('admin')
  @Mutation(() => RetryOutboxMessagePayload, { description: "Sends a FAILED e-mail again, from its first attempt (at the worker's next poll)." })
  async retryOutboxMessage(@Args('input') input: RetryOutboxMessageInput): Promise<RetryOutboxMessagePayload> {
    const id = intLocalId(input.id, 'OutboxMessage');
    const message = id === null ? null : await this.messages.findOneBy({ id: String(id) });
    if (!message) throw notFound('Message not found');
    if (message.status === 'FAILED') {
      await this.messages.update({ id: message.id, status: 'FAILED' }, { status: 'PENDING', attempts: 0, nextAttemptAt: new Date(), lastError: null });
    }
    return { message: OutboxMessage.from((await this.messages.findOneBy({ id: message.id }))!) };
  }
}
