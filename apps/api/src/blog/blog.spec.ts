import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicResponseCache } from '../common/cache/public-response-cache.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { BlogService } from './blog.service.js';

const BLOG_POSTS = `query BlogPosts($page: Int) {
  blogPosts(page: $page) {
    page totalPages totalCount
    posts { id link date title excerptHtml featuredImageUrl featuredImageAlt authorName }
  }
}`;

interface BlogPostsData {
  blogPosts: {
    page: number;
    totalPages: number;
    totalCount: number;
    posts: {
      id: string;
      link: string | null;
      date: string | null;
      title: string;
      excerptHtml: string;
      featuredImageUrl: string | null;
      featuredImageAlt: string | null;
      authorName: string | null;
    }[];
  };
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

function wpPost(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    date: `2025-05-${String(id).padStart(2, '0')}T12:00:00`,
    date_gmt: `2025-05-${String(id).padStart(2, '0')}T10:00:00`,
    link: `https://blog.example.com/?p=${id}`,
    title: { rendered: `Post ${id}` },
    excerpt: { rendered: `<p>Excerpt ${id} [&hellip;]</p>\n` },
    _embedded: {
      author: [{ id: 1, name: 'Marta Vidal' }],
      'wp:featuredmedia': [{ id: 100 + id, source_url: `https://blog.example.com/wp-content/uploads/${id}.jpg`, alt_text: '' }],
    },
    ...overrides,
  };
}

/** Answers like WordPress: 14 posts, 6 per page, X-WP-Total / X-WP-TotalPages, 400 past the last page. */
function wordpressPosts(posts: unknown[]): Handler {
  return (_request, response, url) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    const totalPages = Math.ceil(posts.length / perPage);
    const headers = { 'content-type': 'application/json; charset=UTF-8', 'x-wp-total': String(posts.length), 'x-wp-totalpages': String(totalPages) };
    if (page > Math.max(totalPages, 1)) {
      response.writeHead(400, headers);
      response.end(
        JSON.stringify({
          code: 'rest_post_invalid_page_number',
          message: 'The page number requested is larger than the number of pages available.',
          data: { status: 400 },
        }),
      );
      return;
    }
    response.writeHead(200, headers);
    response.end(JSON.stringify(posts.slice((page - 1) * perPage, page * perPage)));
  };
}

describe('blog', () => {
  let api: TestApp;
  let wordpress: Server;
  let handler: Handler;
  const requests: URL[] = [];
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    wordpress = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push(url);
      if (url.pathname !== '/wp-json/wp/v2/posts') {
        response.writeHead(404).end();
        return;
      }
      handler(request, response, url);
    });
    await new Promise<void>((resolve) => wordpress.listen(0, '127.0.0.1', resolve));
    const { port } = wordpress.address() as AddressInfo;
    api = await createTestApp({ wordpressUrl: `http://127.0.0.1:${port}` });
    api.app.get(BlogService).settings.timeoutMs = 500;
  });

  afterAll(async () => {
    timers.forEach(clearTimeout);
    await api.close();
    wordpress.closeAllConnections();
    await new Promise((resolve) => wordpress.close(resolve));
  });

  beforeEach(() => {
    requests.length = 0;
    api.app.get(BlogService).clearCache();
    api.app.get(PublicResponseCache).clear();
  });

  const posts14 = Array.from({ length: 14 }, (_, i) => wpPost(14 - i));

  it('proxies a page of posts with the WordPress query and page counts', async () => {
    handler = wordpressPosts(posts14);
    const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 2 });
    expect(response.errors).toBeUndefined();
    const page = response.data!.blogPosts;
    expect(page).toMatchObject({ page: 2, totalPages: 3, totalCount: 14 });
    expect(page.posts.map((post) => post.title)).toEqual(['Post 8', 'Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3']);
    expect(page.posts[0]).toEqual({
      id: '8',
      link: 'https://blog.example.com/?p=8',
      date: '2025-05-08T10:00:00.000Z',
      title: 'Post 8',
      excerptHtml: '<p>Excerpt 8 […]</p>',
      featuredImageUrl: 'https://blog.example.com/wp-content/uploads/8.jpg',
      featuredImageAlt: null,
      authorName: 'Marta Vidal',
    });
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({
      page: '2',
      per_page: '6',
      _embed: 'true',
      order: 'desc',
      orderby: 'date',
    });
  });

  it('defaults to the first page', async () => {
    handler = wordpressPosts(posts14);
    const response = await api.graphql<BlogPostsData>('{ blogPosts { page totalPages posts { id } } }');
    expect(response.data?.blogPosts).toMatchObject({ page: 1, totalPages: 3 });
    expect(response.data?.blogPosts.posts).toHaveLength(6);
  });

  it('answers a page past the last (400 rest_post_invalid_page_number) with an empty page, not an error', async () => {
    handler = wordpressPosts(posts14);
    const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 9 });
    expect(response.errors).toBeUndefined();
    expect(response.data?.blogPosts).toEqual({ page: 9, totalPages: 3, totalCount: 14, posts: [] });
  });

  it('answers an empty blog with no posts and no pages', async () => {
    handler = wordpressPosts([]);
    const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 });
    expect(response.data?.blogPosts).toEqual({ page: 1, totalPages: 0, totalCount: 0, posts: [] });
  });

  it('falls back when the embedded author or image is an error object', async () => {
    handler = wordpressPosts([
      wpPost(1, {
        _embedded: {
          author: [{ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } }],
          'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }],
        },
      }),
      wpPost(2, { _embedded: undefined }),
    ]);
    const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 });
    for (const post of response.data!.blogPosts.posts) {
      expect(post).toMatchObject({ featuredImageUrl: null, authorName: null });
    }
  });

  it('sanitises the excerpt and turns the title into plain text', async () => {
    handler = wordpressPosts([
      wpPost(1, {
        title: { rendered: 'Radar &amp; AIS: it&#8217;s &#8220;smart&#8221; <script>alert(1)</script>' },
        excerpt: {
          rendered:
            '<p>Read <img src=x onerror=alert(1)><script>alert(document.cookie)</script><a href="javascript:alert(1)" onmouseover="x()">this</a> &amp; more</p>',
        },
        link: 'javascript:alert(1)',
      }),
    ]);
    const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 });
    const [post] = response.data!.blogPosts.posts;
    expect(post.title).toBe('Radar & AIS: it’s “smart”');
    expect(post.excerptHtml).not.toMatch(/<script|<img|onerror|onmouseover|javascript:|alert\(/i);
    expect(post.excerptHtml).toBe('<p>Read <a rel="nofollow noopener noreferrer" target="_blank">this</a> &amp; more</p>');
    expect(post.link).toBeNull();
  });

  it('reports an outage (HTTP 500) as BAD_GATEWAY with the message the site shows', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<h1>Error establishing a database connection</h1>');
    };
    const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      message: 'Error loading blog posts. Please try again later.',
      extensions: { code: 'BAD_GATEWAY', reason: 'UPSTREAM_STATUS' },
    });
    expect(JSON.stringify(response.errors)).not.toContain('database connection');
  });

  it('caches a failure briefly: repeated reads do not hammer a failing WordPress, and it is tried again after a while', async () => {
    const blog = api.app.get(BlogService);
    const { failureTtlMs } = blog.settings;
    blog.settings.failureTtlMs = 300;
    handler = (_request, response) => {
      response.writeHead(503).end();
    };
    try {
      expect((await api.graphql(BLOG_POSTS, { page: 1 })).errors?.[0].extensions?.code).toBe('BAD_GATEWAY');
      handler = wordpressPosts(posts14);
      expect((await api.graphql(BLOG_POSTS, { page: 1 })).errors?.[0].extensions?.code).toBe('BAD_GATEWAY');
      expect(requests).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const response = await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 });
      expect(response.data?.blogPosts.posts).toHaveLength(6);
      expect(requests).toHaveLength(2);
    } finally {
      blog.settings.failureTtlMs = failureTtlMs;
    }
  });

  it('makes one WordPress request for one query asking for the same page under 15 aliases', async () => {
    handler = (request, response, url) => setTimeout(() => wordpressPosts(posts14)(request, response, url), 100);
    const aliases = Array.from({ length: 15 }, (_, i) => `p${i}: blogPosts(page: 1) { totalCount posts { id } }`).join(' ');
    const response = await api.graphql<Record<string, { posts: unknown[] }>>(`{ ${aliases} }`);
    expect(response.errors).toBeUndefined();
    expect(Object.values(response.data!).every((page) => page.posts.length === 6)).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('gives up after the timeout', async () => {
    handler = (_request, response) => {
      timers.push(
        setTimeout(() => {
          if (!response.destroyed) response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
        }, 2000),
      );
    };
    const started = Date.now();
    const response = await api.graphql(BLOG_POSTS, { page: 1 });
    expect(Date.now() - started).toBeLessThan(1800);
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_GATEWAY', reason: 'TIMEOUT' });
  });

  it('reports a body that is not a list of posts as BAD_GATEWAY', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    };
    const response = await api.graphql(BLOG_POSTS, { page: 1 });
    expect(response.errors?.[0].extensions).toMatchObject({ code: 'BAD_GATEWAY', reason: 'INVALID_RESPONSE' });
  });

  it('reports a refused connection as BAD_GATEWAY', async () => {
    const refused = await createTestApp({ wordpressUrl: 'http://127.0.0.1:9' });
    try {
      const response = await refused.graphql(BLOG_POSTS, { page: 1 });
      expect(response.errors?.[0]).toMatchObject({
        message: 'Error loading blog posts. Please try again later.',
        extensions: { code: 'BAD_GATEWAY', reason: 'UNREACHABLE' },
      });
    } finally {
      await refused.close();
    }
  });

  it('caches a page briefly: repeated and concurrent reads make one WordPress request', async () => {
    handler = wordpressPosts(posts14);
    const results = await Promise.all([1, 2, 3].map(() => api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 })));
    await api.graphql<BlogPostsData>(BLOG_POSTS, { page: 1 });
    for (const result of results) expect(result.data?.blogPosts.posts).toHaveLength(6);
    expect(requests).toHaveLength(1);
  });

  it('refuses a page below 1', async () => {
    handler = wordpressPosts(posts14);
    const response = await api.graphql(BLOG_POSTS, { page: 0 });
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(requests).toHaveLength(0);
  });
});
