import { ArgsType, Field, ID, InputType, registerEnumType } from '@nestjs/graphql';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { DocumentLineInput, DocumentLinesField } from '../../billing/billing.model.js';
import { ConnectionArgs } from '../../common/relay/connection.js';
import { IsCalendarDate, IsNotInFuture, IsNotInPast } from '../../common/validation/dates.js';
import { InvoiceStatus } from '../models/invoice.model.js';
import { MultilineText } from '../../common/errors/clean-text.js';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** An optional due date, today or later. */
function DueDateField(description: string) {
  return applyDecorators(
    Field(() => String, { nullable: true, description }),
    Transform(trimToUndefined),
    IsOptional(),
    IsString(),
    MaxLength(10),
    IsCalendarDate(),
    IsNotInPast(),
  );
}

@ArgsType()
export class InvoiceTotalsArgs {
  @Field(() => ID, { nullable: true, description: "Only this customer's invoices (admins)." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  customerId?: string;
}

@ArgsType()
export class InvoicesArgs extends ConnectionArgs {
  @Field(() => InvoiceStatus, { nullable: true, description: 'PENDING: unpaid and not yet due; OVERDUE: unpaid past its due date.' })
  @IsOptional()
  @IsEnum(InvoiceStatus)
  status?: InvoiceStatus;

  @Field(() => ID, { nullable: true, description: "Only this customer's invoices (admins)." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  customerId?: string;
}

@InputType()
export class PayInvoiceInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  invoiceId: string;
}

@InputType()
export class CreateInvoiceInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  customerId: string;

  @Field(() => ID, { nullable: true, description: "A Completado job of the customer: its approved quote's lines are taken when no lines are given." })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  jobId?: string;

  @Field(() => ID, { nullable: true, description: "One of the customer's boats (the job's, when from a job)." })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  boatId?: string;

  @DocumentLinesField({ nullable: true })
  lines?: DocumentLineInput[];

  @DueDateField('YYYY-MM-DD, from today; 30 days after issue when not given.')
  dueDate?: string;
}

export enum ManualPaymentMethod {
  TRANSFER = 'TRANSFER',
  CASH = 'CASH',
  CARD = 'CARD',
}
registerEnumType(ManualPaymentMethod, { name: 'ManualPaymentMethod', description: 'A payment made outside the site: bank transfer, cash, or card on board.' });

@InputType()
export class MarkInvoicePaidInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  invoiceId: string;

  @Field({ description: 'YYYY-MM-DD, not after today.' })
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  @IsNotInFuture()
  paidOn: string;

  @Field(() => ManualPaymentMethod)
  @IsEnum(ManualPaymentMethod)
  method: ManualPaymentMethod;

  @Field(() => String, { nullable: true, description: 'A bank reference or a receipt number.' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  reference?: string;
}

export enum RectificationMethod {
  SUBSTITUTION = 'SUBSTITUTION',
  DIFFERENCES = 'DIFFERENCES',
}
registerEnumType(RectificationMethod, {
  name: 'RectificationMethod',
  description: 'By substitution (the whole invoice as it should have been) or by differences (here: a credit of the whole invoice, which cancels it).',
});

export enum RectificationCause {
  R1 = 'R1',
  R2 = 'R2',
  R3 = 'R3',
  R4 = 'R4',
}
registerEnumType(RectificationCause, {
  name: 'RectificationCause',
  description:
    'The legal ground, as the AEAT codes it: R1 an error or art. 80 Uno, Dos and Seis LIVA; R2 art. 80 Tres (insolvency proceedings); R3 art. 80 Cuatro (bad debts); R4 any other cause.',
});

@InputType()
export class CreateRectifyingInvoiceInput {
  @Field(() => ID, { description: 'The invoice it corrects and replaces.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  invoiceId: string;

  @Field({ description: 'What was wrong: printed on the rectifying invoice.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  @MultilineText()
  reason: string;

  @Field(() => RectificationMethod, { defaultValue: RectificationMethod.SUBSTITUTION })
  @IsEnum(RectificationMethod)
  method: RectificationMethod = RectificationMethod.SUBSTITUTION;

  @Field(() => RectificationCause, { defaultValue: RectificationCause.R1 })
  @IsEnum(RectificationCause)
  cause: RectificationCause = RectificationCause.R1;

  @DocumentLinesField({
    nullable: true,
    description: 'By substitution: the corrected lines (the whole invoice as it should have been). By differences: none (the whole invoice is credited).',
  })
  lines?: DocumentLineInput[];

  @DueDateField("YYYY-MM-DD; the original's due date (or 30 days from today, if past) when not given.")
  dueDate?: string;
}

@InputType()
export class VoidInvoiceInput {
  @Field(() => ID, { description: 'An unpaid invoice issued by mistake.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  invoiceId: string;

  @Field({ description: 'Why it is cancelled: kept with its registro de anulación.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason: string;
}
