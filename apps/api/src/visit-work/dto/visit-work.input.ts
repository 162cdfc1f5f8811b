import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBase64,
  IsBoolean,
  IsEnum,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MONEY_BOUNDS, VAT_RATES } from '@mmt/billing';
import { IsCents, IsQuantity } from '../../common/validation/money.js';
import { VerbatimText } from '../../common/errors/clean-text.js';
import { NoteAudience, VisitEntryKind } from '../models/visit-work.model.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType()
export class PartInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @Field(() => Int, { description: `Euro cents, before VAT; at most ${MONEY_BOUNDS.partPriceCents}.` })
  @IsCents(MONEY_BOUNDS.partPriceCents)
  priceCents: number;

  @Field(() => Int, { description: `VAT rate in percent (${VAT_RATES.join(', ')}).` })
  @IsInt()
  @IsIn([...VAT_RATES])
  vatRate: number;
}

@InputType()
export class UpdatePartInput extends PartInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;

  @Field({ description: 'False retires the part: technicians no longer see it.' })
  @IsBoolean()
  active: boolean;
}

@InputType()
export class LabourRateInput {
  @Field(() => Int, { description: `Euro cents an hour, before VAT; at most ${MONEY_BOUNDS.hourlyRateCents}.` })
  @IsCents(MONEY_BOUNDS.hourlyRateCents)
  priceCents: number;

  @Field(() => Int)
  @IsInt()
  @IsIn([...VAT_RATES])
  vatRate: number;
}

@InputType()
export class VisitIdInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  visitId: string;
}

@InputType()
export class FinishVisitInput extends VisitIdInput {
  // No default: completing the job is always the technician's own choice, never what a client left out.
  @Field({ description: 'True: the work is done and the job becomes Completado (its other open visits are closed with it). False: only this visit ends.' })
  @IsBoolean()
  completeJob: boolean;
}

@InputType({
  description: 'The customer’s signature drawn on the technician’s screen. Sent again with the same id (a retry, the offline queue), it is stored once.',
})
export class SignVisitInput extends VisitIdInput {
  @Field(() => ID, { nullable: true, description: 'A UUID made by the phone.' })
  @IsOptional()
  @IsUUID()
  id?: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  signerName: string;

  @Field({ description: 'The drawing: a PNG, base64, at most 300 KB.' })
  // Bytes, not text: not trimmed nor normalised (a copy of up to 400 KB each time).
  @VerbatimText()
  @IsString()
  @IsBase64()
  @MaxLength(410_000)
  pngBase64: string;
}

@InputType({ description: 'A note, hours or a part. Sent again with the same id (a retry, the offline queue), it is stored once.' })
export class AddVisitEntryInput extends VisitIdInput {
  @Field(() => ID, { description: 'A UUID made by the phone.' })
  @IsUUID()
  id: string;

  @Field(() => VisitEntryKind)
  @IsEnum(VisitEntryKind)
  kind: VisitEntryKind;

  @Field({ nullable: true, description: 'NOTE: the note; PART without partId: the free line’s description.' })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  text?: string;

  @Field(() => NoteAudience, {
    nullable: true,
    defaultValue: NoteAudience.OFFICE,
    description: 'NOTE: who reads it; the office only unless it is for the customer.',
  })
  @IsOptional()
  @IsEnum(NoteAudience)
  audience?: NoteAudience;

  @Field(() => Int, { nullable: true, description: 'HOURS: the time worked, in minutes.' })
  @ValidateIf((input: AddVisitEntryInput) => input.kind === VisitEntryKind.HOURS)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  minutes?: number;

  @Field(() => ID, { nullable: true, description: 'PART: one of the price list’s, priced as it is now.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  partId?: string;

  @Field(() => Float, { nullable: true, description: `PART: how many (up to two decimals, at most ${MONEY_BOUNDS.partQuantity}).` })
  @ValidateIf((input: AddVisitEntryInput) => input.kind === VisitEntryKind.PART)
  @IsQuantity(MONEY_BOUNDS.partQuantity)
  quantity?: number;

  @Field(() => Int, { nullable: true, description: `PART as a free line: its price, euro cents before VAT (at most ${MONEY_BOUNDS.partPriceCents}).` })
  @IsOptional()
  @IsCents(MONEY_BOUNDS.partPriceCents)
  unitPriceCents?: number;

  @Field(() => Int, { nullable: true, description: 'PART as a free line: its VAT rate (21 when not given).' })
  @IsOptional()
  @IsInt()
  @IsIn([...VAT_RATES])
  vatRate?: number;
}

@InputType({
  description:
    'A correction of an entry, while its visit is not finished: only the fields of its kind (a note’s text and audience, hours’ minutes, a part’s quantity, a free line’s text).',
})
export class UpdateVisitEntryInput {
  @Field(() => ID)
  @IsUUID()
  id: string;

  @Field({ nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  text?: string;

  @Field(() => NoteAudience, { nullable: true })
  @IsOptional()
  @IsEnum(NoteAudience)
  audience?: NoteAudience;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  minutes?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsQuantity(MONEY_BOUNDS.partQuantity)
  quantity?: number;
}

@InputType()
export class RemoveVisitEntryInput {
  @Field(() => ID)
  @IsUUID()
  id: string;
}

@InputType({ description: 'A photo from the phone’s camera. Sent again with the same id, it is stored once.' })
export class AddVisitPhotoInput extends VisitIdInput {
  @Field(() => ID, { description: 'A UUID made by the phone.' })
  @IsUUID()
  id: string;

  @Field({ description: 'A JPEG, base64; at most 700 KB (the app shrinks photos before sending).' })
  // Bytes, not text: not trimmed nor normalised (a copy of up to 1 MB each time).
  @VerbatimText()
  @IsString()
  @MaxLength(1_000_000)
  jpegBase64: string;
}

@InputType()
export class TickChecklistItemInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  itemId: string;

  @Field()
  @IsBoolean()
  done: boolean;
}

@InputType({ description: 'A job’s checklist, replaced whole (ticks kept on items whose label stays).' })
export class SetJobChecklistInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  jobId: string;

  @Field(() => [String])
  @ArrayMaxSize(50)
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value))
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(300, { each: true })
  items: string[];
}
