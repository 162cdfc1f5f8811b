import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

@ArgsType()
export class BlogPostsArgs {
  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1.' })
  @IsInt()
  @Min(1)
  @Max(1000)
  page: number = 1;
}
