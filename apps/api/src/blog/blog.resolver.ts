import { OnModuleInit } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PublicResponseCache } from '../common/cache/public-response-cache.js';
import { Public } from '../common/decorators/auth.decorators.js';
import { BlogService } from './blog.service.js';
import { BlogPostsArgs } from './dto/blog-posts.args.js';
import { BlogPost, BlogPostPage } from './models/blog-post.model.js';

export const BLOG_CACHE_TTL_MS = 60_000;

@Resolver(() => BlogPost)
export class BlogResolver implements OnModuleInit {
  constructor(
    private readonly blog: BlogService,
    private readonly publicCache: PublicResponseCache,
  ) {}

  onModuleInit(): void {
    this.publicCache.allowField('blogPosts', BLOG_CACHE_TTL_MS);
  }

  @Public()
  @Query(() => BlogPostPage, {
    description:
      'A page of the company blog, newest first, 6 per page; a page past the last is empty. ' + 'Fails with code BAD_GATEWAY when the blog cannot be read.',
  })
  async blogPosts(@Args() { page }: BlogPostsArgs): Promise<BlogPostPage> {
    const result = await this.blog.posts(page);
    return Object.assign(new BlogPostPage(), { ...result, posts: result.posts.map(BlogPost.from) });
  }
}
