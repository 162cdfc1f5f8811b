import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsCalendarDate, IsNotInPast } from '../../common/validation/dates.js';
import { IsSpanishOrInternationalPhone } from '../../common/validation/phone.js';
import { MultilineText } from '../../common/errors/clean-text.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Blank optional fields count as not given. */
const trimToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 2000;

@InputType()
export class RequestJobInput {
  @Field(() => ID, { description: 'One of your boats.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MinLength(JOB_TITLE_MIN)
  @MaxLength(JOB_TITLE_MAX)
  title: string;

  @Field(() => String, { nullable: true })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(JOB_DESCRIPTION_MAX)
  @MultilineText()
  description?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, today or later (Palma time).' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(10)
  @IsCalendarDate()
  @IsNotInPast()
  preferredDate?: string;

  @Field(() => String, { nullable: true, description: 'A Spanish number (nine digits) or an international one (+…).' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(20)
  @IsSpanishOrInternationalPhone()
  contactPhone?: string;
}
