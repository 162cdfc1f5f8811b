import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';

@ArgsType()
export class ContentRevisionsArgs extends ConnectionArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  contentId: string;
}
