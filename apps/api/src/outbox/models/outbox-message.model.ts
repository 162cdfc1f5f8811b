import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { OutboxMessageEntity } from '../entities/outbox-message.entity.js';

export enum OutboxMessageStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}
registerEnumType(OutboxMessageStatus, { name: 'OutboxMessageStatus', description: 'Waiting (or retrying), sent, or given up after repeated failures.' });

@ObjectType({ implements: () => [Node], description: 'An e-mail in the outbox (admins only).' })
export class OutboxMessage extends Node {
  @Field({ description: 'What caused it: invitation, invoiceIssued …' })
  kind: string;

  @Field()
  recipient: string;

  @Field()
  subject: string;

  @Field(() => OutboxMessageStatus)
  status: OutboxMessageStatus;

  @Field(() => Int)
  attempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  sentAt: Date | null;

  static from(entity: OutboxMessageEntity): OutboxMessage {
    return Object.assign(new OutboxMessage(), {
      id: toGlobalId('OutboxMessage', entity.id),
      kind: entity.kind,
      recipient: entity.recipient,
      subject: entity.subject,
      status: entity.status as OutboxMessageStatus,
      attempts: entity.attempts,
      lastError: entity.lastError,
      createdAt: entity.createdAt,
      sentAt: entity.sentAt,
    });
  }
}

@ObjectType()
export class OutboxMessageConnection extends Connection(OutboxMessage) {}

@InputType()
export class RetryOutboxMessageInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@ObjectType()
export class RetryOutboxMessagePayload {
  @Field(() => OutboxMessage)
  message: OutboxMessage;
}
