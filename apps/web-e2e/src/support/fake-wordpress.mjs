// A small server that answers like the WordPress REST API (/wp-json/wp/v2/posts?_embed=true),
// headers included, for the browser tests of the blog. Plain Node: `node fake-wordpress.mjs`.
//
//   40 posts, newest first; 6 per page → 7 pages; X-WP-Total / X-WP-TotalPages on every answer.
//   A page past the last → 400 rest_post_invalid_page_number (as WordPress does).
//   page=50 → HTTP 500 (an outage); page=51 → answers after 3 s.
//   Post 1 has HTML entities in its title and a malicious excerpt; post 2 has no featured image and an
//   author that is an error object. Post n was published n + 2 days before the server started.
import { createServer } from 'node:http';

export const FAKE_WORDPRESS_PORT = Number(process.env.PORT ?? 3199);
export const POST_COUNT = 40;
const DAY = 24 * 3600 * 1000;
const started = Date.now();

function post(n) {
  const date = new Date(started - (n + 2) * DAY).toISOString().slice(0, 19);
  const base = {
    id: 1000 + n,
    date,
    date_gmt: date,
    link: `http://127.0.0.1:${FAKE_WORDPRESS_PORT}/?p=${1000 + n}`,
    title: { rendered: `Marine post ${n}` },
    excerpt: { rendered: `<p>Excerpt of marine post ${n} [&hellip;]</p>\n` },
    _embedded: {
      author: [{ id: 1, name: 'Marta Vidal' }],
      'wp:featuredmedia': [{ id: 2000 + n, source_url: `http://127.0.0.1:${FAKE_WORDPRESS_PORT}/uploads/${n}.svg`, alt_text: `Picture ${n}` }],
    },
  };
  if (n === 1) {
    base.title = { rendered: 'Radar &amp; AIS: it&#8217;s &#8220;smart&#8221;' };
    base.excerpt = {
      rendered: '<p>Safe text <img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">link</a></p>',
    };
  }
  if (n === 2) {
    base._embedded = {
      author: [{ code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } }],
      'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }],
    };
  }
  return base;
}

const posts = Array.from({ length: POST_COUNT }, (_, i) => post(i + 1));

const image = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0a3d66"/></svg>`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/wp-json/' || url.pathname === '/wp-json') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Fake WordPress"}');
    return;
  }
  if (url.pathname.startsWith('/uploads/')) {
    response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(image);
    return;
  }
  if (url.pathname !== '/wp-json/wp/v2/posts') {
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}');
    return;
  }
  const page = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('per_page') ?? '10');
  const totalPages = Math.ceil(posts.length / perPage);
  const headers = {
    'content-type': 'application/json; charset=UTF-8',
    'x-wp-total': String(posts.length),
    'x-wp-totalpages': String(totalPages),
  };
  if (page === 50) {
    response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Error establishing a database connection</h1>');
    return;
  }
  const answer = (p) => {
    if (p > totalPages || p < 1) {
      response.writeHead(400, headers).end(
        JSON.stringify({
          code: 'rest_post_invalid_page_number',
          message: 'The page number requested is larger than the number of pages available.',
          data: { status: 400 },
        }),
      );
      return;
    }
    response.writeHead(200, headers).end(JSON.stringify(posts.slice((p - 1) * perPage, p * perPage)));
  };
  if (page === 51) {
    setTimeout(() => answer(1), 3000).unref();
    return;
  }
  answer(page);
});

server.listen(FAKE_WORDPRESS_PORT, '127.0.0.1', () => console.log(`fake WordPress on http://127.0.0.1:${FAKE_WORDPRESS_PORT}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
