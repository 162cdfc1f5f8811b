import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';

@ArgsType()
export class ContentsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only the entries of this section (e.g. "home").' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  @Matches(/^[a-z0-9_-]+$/)
  section?: string;
}
