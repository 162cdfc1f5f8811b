import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { MappedBlogPost } from '../blog-post.mapper.js';

@ObjectType({ description: 'A post of the company blog (WordPress), ready to show.' })
export class BlogPost {
  @Field(() => ID, { description: "The WordPress post's id." })
  id: string;

  @Field(() => String, { nullable: true, description: 'The post on the blog (absolute http(s) URL).' })
  link: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  date: Date | null;

  @Field({ description: 'Plain text: tags removed, HTML entities decoded.' })
  title: string;

  @Field({ description: 'Sanitised HTML (no scripts, event handlers or javascript: links).' })
  excerptHtml: string;

  @Field(() => String, { nullable: true, description: 'The featured image; null when the post has none (show a default picture).' })
  featuredImageUrl: string | null;

  @Field(() => String, { nullable: true })
  featuredImageAlt: string | null;

  @Field(() => String, { nullable: true, description: "The author's name; null when unknown (show the brand name)." })
  authorName: string | null;

  static from(post: MappedBlogPost): BlogPost {
    return Object.assign(new BlogPost(), post);
  }
}

@ObjectType({ description: 'One page of blog posts, newest first (6 per page).' })
export class BlogPostPage {
  @Field(() => [BlogPost])
  posts: BlogPost[];

  @Field(() => Int, { description: 'The page asked for (1-based).' })
  page: number;

  @Field(() => Int, { description: 'How many pages there are (X-WP-TotalPages); 0 when there are no posts.' })
  totalPages: number;

  @Field(() => Int, { description: 'How many posts there are (X-WP-Total).' })
  totalCount: number;
}
