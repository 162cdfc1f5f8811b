import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import { IsEnum, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { BoatType } from '../models/boat.model.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType({ description: 'Where a boat is moored; blank parts are left empty.' })
export class BerthInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  marina?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  pontoon?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  number?: string | null;
}

@InputType({ description: 'A boat as the admins enter it.' })
export class BoatFieldsInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  name: string;

  @Field(() => BoatType)
  @IsEnum(BoatType)
  type: BoatType;

  @Field(() => Float, { description: 'Metres, at most two decimals.' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(1)
  @Max(200)
  lengthMeters: number;

  @Field(() => Int)
  @IsInt()
  @Min(1900)
  @Max(new Date().getFullYear() + 1)
  year: number;

  @Field(() => BerthInput, { nullable: true, description: 'Where it is moored; left out or null: none known.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => BerthInput)
  berth?: BerthInput | null;
}

@InputType()
export class CreateBoatInput extends BoatFieldsInput {
  @Field(() => ID, { description: 'The client who owns it.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  ownerId: string;
}

@InputType()
export class UpdateBoatInput extends BoatFieldsInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}
