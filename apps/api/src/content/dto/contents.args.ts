import { ArgsType, Field, registerEnumType } from '@nestjs/graphql';
import { IsEnum, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ConnectionArgs } from '../../common/relay/connection.js';
import { IsCleanText } from '../../common/validation/text.js';

export enum ContentFilter {
  /** A language's value is empty (the site shows the code's default there). */
  MISSING = 'MISSING',
  /** One language changed after the other: the other may be an outdated translation. */
  OUTDATED = 'OUTDATED',
  /** Texts the code no longer has: kept, not shown on the site. */
  RETIRED = 'RETIRED',
}
registerEnumType(ContentFilter, {
  name: 'ContentFilter',
  description: 'Which entries to list: without it, every text the site has (not the retired ones).',
});

@ArgsType()
export class ContentsArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Only the entries of this section (e.g. "home").' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  @Matches(/^[a-z0-9_-]+$/)
  section?: string;

  @Field(() => String, { nullable: true, description: 'Words in the key or either value, ignoring case and accents.' })
  @IsOptional()
  @IsCleanText({ maxLength: 200 })
  search?: string;

  @Field(() => ContentFilter, { nullable: true })
  @IsOptional()
  @IsEnum(ContentFilter)
  filter?: ContentFilter;
}
