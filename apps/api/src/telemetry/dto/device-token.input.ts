import { Field, ID, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const DEVICE_NAME_MAX = 80;

@InputType()
export class CreateDeviceTokenInput {
  @Field(() => ID, { description: 'The boat the device will report for.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  boatId: string;

  @Field({ description: "What the device is, e.g. 'Victron Cerbo GX'." })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(DEVICE_NAME_MAX)
  name: string;
}

@InputType()
export class RevokeDeviceTokenInput {
  @Field(() => ID)
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}
