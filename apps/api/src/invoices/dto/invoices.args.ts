import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';
import { InvoiceStatus } from '../models/invoice.model.js';

@ArgsType()
export class InvoicesArgs extends ConnectionArgs {
  @Field(() => InvoiceStatus, { nullable: true })
  @IsOptional()
  @IsEnum(InvoiceStatus)
  status?: InvoiceStatus;
}

@InputType()
export class PayInvoiceInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  invoiceId: string;
}
