import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

@InputType()
export class RequestSignInLinkInput {
  @Field({ description: 'The account to send the link to, if it exists and is active.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email: string;
}

@ObjectType()
export class RequestSignInLinkPayload {
  @Field({ description: 'Always true: whether an e-mail went out is not told.' })
  requested: boolean;
}

@InputType()
export class SignInWithLinkInput {
  @Field({ description: 'The token of the link in the e-mail.' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}
