import { Inject, Injectable, Logger } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { mapWordPressPost, type MappedBlogPost, type WordPressPost } from './blog-post.mapper.js';

export const POSTS_PER_PAGE = 6;

export interface BlogPage {
  posts: MappedBlogPost[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export interface BlogServiceSettings {
  timeoutMs: number;
  cacheTtlMs: number;
  /** How long a failure is answered from memory before WordPress is asked again. */
  failureTtlMs: number;
  maxCachedPages: number;
}

/** Why the blog could not be read; the client shows one message for all of them. */
export type BlogFailure = 'TIMEOUT' | 'UNREACHABLE' | 'UPSTREAM_STATUS' | 'INVALID_RESPONSE';

export function blogUnavailable(reason: BlogFailure): GraphQLError {
  return new GraphQLError('Error loading blog posts. Please try again later.', {
    extensions: { code: 'BAD_GATEWAY', reason },
  });
}

class BlogUpstreamError extends Error {
  constructor(
    readonly reason: BlogFailure,
    detail: string,
  ) {
    super(detail);
  }
}

function headerCount(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value);
}

/** Reads the blog from the WordPress REST API, with a timeout and a short per-page cache. */
@Injectable()
export class BlogService {
  private readonly logger = new Logger('Blog');
  private readonly cache = new Map<number, { expiresAt: number; value: Promise<BlogPage> }>();
  /** Mutable so tests can shorten the waits. */
  readonly settings: BlogServiceSettings = { timeoutMs: 5000, cacheTtlMs: 60_000, failureTtlMs: 10_000, maxCachedPages: 50 };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  clearCache(): void {
    this.cache.clear();
  }

  /**
   * One page of posts; concurrent and recent calls for the same page (aliases of one query too)
   * share one upstream request. A failure is shared for failureTtlMs, so an outage is not asked
   * again by every visitor.
   */
  async posts(page: number): Promise<BlogPage> {
    const now = this.clock.now();
    const cached = this.cache.get(page);
    if (cached && cached.expiresAt > now) return cached.value;
    this.cache.delete(page);

    const value = this.fetchPage(page).catch((error: unknown) => {
      const entry = this.cache.get(page);
      if (entry?.value === value) entry.expiresAt = this.clock.now() + this.settings.failureTtlMs;
      if (!(error instanceof BlogUpstreamError)) throw error;
      this.logger.warn({ msg: 'blog unavailable', reason: error.reason, detail: error.message, page });
      throw blogUnavailable(error.reason);
    });
    if (this.cache.size >= this.settings.maxCachedPages) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(page, { expiresAt: now + this.settings.cacheTtlMs, value });
    return value;
  }

  private async fetchPage(page: number): Promise<BlogPage> {
    const url = new URL(`${this.config.wordpressUrl}/wp-json/wp/v2/posts`);
    url.search = new URLSearchParams({
      page: String(page),
      per_page: String(POSTS_PER_PAGE),
      _embed: 'true',
      order: 'desc',
      orderby: 'date',
    }).toString();

    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, redirect: 'follow', signal });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      const detail = String((error as { cause?: unknown })?.cause ?? error);
      throw new BlogUpstreamError(signal.aborted ? 'TIMEOUT' : 'UNREACHABLE', detail);
    }
    // The body may still have been cut short by the timeout.
    if (signal.aborted) throw new BlogUpstreamError('TIMEOUT', 'timed out reading the body');

    // A page past the last: WordPress answers 400 rest_post_invalid_page_number. No posts there, not an outage.
    if (response.status === 400 && (body as { code?: unknown } | undefined)?.code === 'rest_post_invalid_page_number') {
      const totalPages = headerCount(response.headers.get('x-wp-totalpages'));
      const totalCount = headerCount(response.headers.get('x-wp-total'));
      return { posts: [], page, totalPages: totalPages ?? Math.max(0, page - 1), totalCount: totalCount ?? 0 };
    }
    if (!response.ok) throw new BlogUpstreamError('UPSTREAM_STATUS', `HTTP ${response.status}`);
    if (!Array.isArray(body)) throw new BlogUpstreamError('INVALID_RESPONSE', 'the body is not a list of posts');

    const posts = (body as unknown[])
      .filter((post): post is WordPressPost => typeof post === 'object' && post !== null)
      .slice(0, POSTS_PER_PAGE)
      .map(mapWordPressPost);
    const totalCount = headerCount(response.headers.get('x-wp-total')) ?? posts.length;
    const totalPages = headerCount(response.headers.get('x-wp-totalpages')) ?? (posts.length ? page : 0);
    return { posts, page, totalPages, totalCount };
  }
}
