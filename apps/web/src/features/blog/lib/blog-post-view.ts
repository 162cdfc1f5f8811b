import type { BlogPostsQuery } from '@mmt/graphql';

export type BlogPostData = BlogPostsQuery['blogPosts']['posts'][number];

/** The picture shown when a post has no featured image (served by the web app). */
export const DEFAULT_BLOG_IMAGE = '/images/blog-default.svg';

export interface BlogPostView {
  id: string;
  link: string | null;
  date: string | null;
  title: string;
  /** Sanitised on the server; rendered as HTML. */
  excerptHtml: string;
  imageUrl: string;
  imageAlt: string | null;
  author: string;
}

/** The spec's fallbacks: a default picture and the brand name as author. */
export function toBlogPostView(post: BlogPostData, brandName: string): BlogPostView {
  return {
    id: post.id,
    link: post.link,
    date: post.date,
    title: post.title,
    excerptHtml: post.excerptHtml,
    imageUrl: post.featuredImageUrl ?? DEFAULT_BLOG_IMAGE,
    imageAlt: post.featuredImageUrl ? post.featuredImageAlt : null,
    author: post.authorName?.trim() || brandName,
  };
}
