import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MONEY_BOUNDS } from '@mmt/billing';
import { IsCents, IsQuantity } from '../../common/validation/money.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType({ description: 'The office’s correction of an entry recorded aboard, before its job is invoiced: only the values given change.' })
export class CorrectVisitEntryInput {
  @Field(() => ID, { description: 'The entry’s id (VisitEntry.id).' })
  @IsUUID()
  entryId: string;

  @Field({ nullable: true, description: 'The note, the hours’ text or the part’s description.' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  text?: string;

  @Field(() => Int, { nullable: true, description: 'HOURS only: the time worked, in minutes.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  minutes?: number;

  @Field(() => Float, { nullable: true, description: `PART only: how many (up to two decimals, at most ${MONEY_BOUNDS.partQuantity}).` })
  @IsOptional()
  @IsQuantity(MONEY_BOUNDS.partQuantity)
  quantity?: number;

  @Field(() => Int, { nullable: true, description: `PART only: its price, euro cents before VAT (at most ${MONEY_BOUNDS.partPriceCents}).` })
  @IsOptional()
  @IsCents(MONEY_BOUNDS.partPriceCents)
  unitPriceCents?: number;
}
