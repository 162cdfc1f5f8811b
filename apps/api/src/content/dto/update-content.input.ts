import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { IsCleanText } from '../../common/validation/text.js';
import { MultilineText } from '../../common/errors/clean-text.js';

/** Longest text an entry takes (the legal pages' longest paragraph is about 1,000). */
export const CONTENT_VALUE_MAX = 10_000;

@InputType()
export class UpdateContentInput {
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  id: string;

  @Field(() => Int, { description: 'The version the edit started from; a newer one on the server means CONFLICT.' })
  @IsInt()
  @Min(1)
  version: number;

  @Field({ description: 'Empty: the site shows the default text.' })
  @IsCleanText({ maxLength: CONTENT_VALUE_MAX })
  @MultilineText()
  valueEs: string;

  @Field({ description: 'Empty: the site shows the default text.' })
  @IsCleanText({ maxLength: CONTENT_VALUE_MAX })
  @MultilineText()
  valueEn: string;
}

@InputType()
export class RestoreContentInput {
  @Field(() => ID)
  @IsString()
  @MaxLength(100)
  id: string;

  @Field(() => Int, { description: "The entry's version the admin sees; a newer one on the server means CONFLICT." })
  @IsInt()
  @Min(1)
  version: number;

  @Field(() => Int, { description: 'An earlier version from `contentRevisions`: its values are saved again.' })
  @IsInt()
  @Min(1)
  restoreVersion: number;
}
