import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { MultilineText } from '../../common/errors/clean-text.js';
import { IsCalendarDate } from '../../common/validation/dates.js';
import { IsHttpsUrl } from '../../common/validation/contact.js';
import { IsCleanText } from '../../common/validation/text.js';
import { EquipmentCategory } from '../models/equipment.model.js';

/** A blank optional field is no value (null): how a form clears it. */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const SERIAL_NUMBER_MAX = 64;

/** A Signal K id, as telemetry reads it from propulsion.<id>.runTime. */
export const SIGNAL_K_ID = /^[A-Za-z0-9_-]{1,40}$/;

@InputType({ description: 'A piece of equipment as the admins enter it.' })
export class EquipmentFieldsInput {
  @Field(() => EquipmentCategory)
  @IsEnum(EquipmentCategory)
  category: EquipmentCategory;

  @Field()
  @IsCleanText({ maxLength: 80 })
  @IsNotEmpty()
  brand: string;

  @Field()
  @IsCleanText({ maxLength: 80 })
  @IsNotEmpty()
  model: string;

  @Field(() => String, { nullable: true, description: `At most ${SERIAL_NUMBER_MAX} characters.` })
  @Transform(blankToNull)
  @IsOptional()
  @IsCleanText({ maxLength: SERIAL_NUMBER_MAX })
  serialNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Where on board it is.' })
  @Transform(blankToNull)
  @IsOptional()
  @IsCleanText({ maxLength: 80 })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  installedOn?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last day under warranty.' })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  warrantyUntil?: string | null;

  @Field(() => String, { nullable: true })
  @Transform(blankToNull)
  @IsOptional()
  @IsCleanText({ maxLength: 40 })
  firmwareVersion?: string | null;

  @Field(() => String, { nullable: true, description: 'An https:// link to its manual.' })
  @Transform(blankToNull)
  @IsOptional()
  @MaxLength(500)
  @IsHttpsUrl()
  manualUrl?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsCleanText({ maxLength: 2000 })
  @MultilineText()
  notes?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An engine's or generator's Signal K id (the <id> of propulsion.<id>.runTime): letters, digits, _ and -, at most 40; unique among the boat's equipment on board.",
  })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @Matches(SIGNAL_K_ID)
  signalKId?: string | null;
}

@InputType()
export class AddEquipmentInput extends EquipmentFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;
}

@InputType()
export class UpdateEquipmentInput extends EquipmentFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@InputType()
export class RetireEquipmentInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}

@InputType()
export class CompleteInstallationJobInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  jobId: string;

  @Field(() => [EquipmentFieldsInput], { description: 'What was installed: added to the job’s boat as the job completes.' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => EquipmentFieldsInput)
  equipment: EquipmentFieldsInput[];

  @Field(() => String, { nullable: true, description: "Shown to the customer on the job's timeline and in the e-mail." })
  @IsOptional()
  @IsCleanText({ maxLength: 1000 })
  @MultilineText()
  note?: string;
}
