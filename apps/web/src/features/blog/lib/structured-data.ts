import type { BlogPostView } from './blog-post-view';

export interface BlogStructuredDataInput {
  /** Absolute canonical URL of the blog page. */
  url: string;
  name: string;
  language: string;
  /** The site's public base URL, for the default picture's absolute address. */
  siteUrl: string;
  posts: readonly BlogPostView[];
}

/**
 * schema.org `Blog` with a `BlogPosting` for each post listed (titles arrive as plain text: the
 * API decodes WordPress's HTML entities), for a `<script type="application/ld+json">`.
 */
export function blogStructuredData({ url, name, language, siteUrl, posts }: BlogStructuredDataInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${url}#blog`,
    name,
    url,
    inLanguage: language,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      ...(post.link ? { url: post.link, mainEntityOfPage: post.link } : {}),
      ...(post.date ? { datePublished: post.date } : {}),
      image: new URL(post.imageUrl, siteUrl).toString(),
      author: { '@type': 'Person', name: post.author },
    })),
  };
}
