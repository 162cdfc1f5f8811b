import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VerbatimText } from '../../common/errors/clean-text.js';

@InputType()
export class LoginInput {
  @Field()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email: string;

  @Field()
  @VerbatimText()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;
}
