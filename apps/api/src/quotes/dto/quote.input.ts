import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { DocumentLineInput, DocumentLinesField } from '../../billing/billing.model.js';
import { IsCalendarDate, IsNotInPast } from '../../common/validation/dates.js';
import { MultilineText } from '../../common/errors/clean-text.js';

const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

@InputType()
export class SendQuoteInput {
  @Field(() => ID, { description: 'A Pendiente job.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  jobId: string;

  @DocumentLinesField()
  lines: DocumentLineInput[];

  @Field({ description: 'YYYY-MM-DD, today or later: the last day the customer can approve it.' })
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  @IsNotInPast()
  validUntil: string;

  @Field(() => String, { nullable: true, description: 'A word for the customer, printed on the quote.' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @MultilineText()
  note?: string;
}

@InputType()
export class ApproveQuoteInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  quoteId: string;
}

@InputType()
export class DeclineQuoteInput extends ApproveQuoteInput {
  @Field({ description: "Why: shown to the company and on the job's timeline." })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  @MultilineText()
  reason: string;
}
