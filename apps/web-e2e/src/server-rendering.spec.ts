import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';

/** Public pages as the server sends them: whole in their language before any script, then hydrated. */
test.describe('server-rendered public pages', () => {
  test.use({ language: null });

  const pages = [
    { path: '/', lang: 'es', heading: 'Electrónica naval y servicio técnico para tu yate' },
    { path: '/en/', lang: 'en', heading: 'Marine electronics and technical service for your yacht' },
    { path: '/services/marine-electronics', lang: 'es', heading: 'Electrónica marina y navegación' },
    { path: '/en/services/marine-electronics', lang: 'en', heading: 'Marine Electronics and Navigation' },
  ];

  for (const { path, lang, heading } of pages) {
    test(`${path}: the raw HTML has the page in ${lang}, its head tags and its data`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, baseURL).href}" />`);
      expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+" \/>/);
      expect(html).toContain('<script type="application/json" id="page-data">');
    });

    test(`${path}: shows its content with JavaScript off`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    });
  }

  /** The JSON-LD documents of a page as the server sends it, parsed (a parse error fails the test). */
  async function structuredData(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  }

  test('a service page carries its Service and its BreadcrumbList, in its language', async ({ request, baseURL }) => {
    const documents = await structuredData(request, '/en/services/marine-electronics');
    expect(documents.map((document) => document['@type'])).toEqual(['Service', 'BreadcrumbList']);
    expect(documents[1].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/en/', baseURL).href },
      { '@type': 'ListItem', position: 2, name: 'Our Services', item: new URL('/en/services', baseURL).href },
      { '@type': 'ListItem', position: 3, name: 'Marine Electronics and Navigation', item: new URL('/en/services/marine-electronics', baseURL).href },
    ]);
  });

  test('the blog carries a BlogPosting for each post listed, titles decoded', async ({ request }) => {
    const [blog] = await structuredData(request, '/blog');
    expect(blog['@type']).toBe('Blog');
    const posts = blog.blogPost as Array<Record<string, unknown>>;
    expect(posts).toHaveLength(6);
    expect(posts.every((post) => post['@type'] === 'BlogPosting' && typeof post.headline === 'string')).toBe(true);
    expect(posts[0].headline).toBe('Radar & AIS: it’s “smart”');
  });

  test("each page of the blog is an address of its own, linked to its neighbours, served and after the application's navigation", async ({
    request,
    page,
    baseURL,
  }) => {
    // 40 posts of the local WordPress: 7 pages of 6.
    const head = async (path: string) => {
      const html = await (await request.get(path)).text();
      const href = (pattern: string) => new RegExp(`<link rel="${pattern}" href="([^"]+)"`).exec(html)?.[1] ?? null;
      return { canonical: href('canonical'), en: href('alternate" hreflang="en'), prev: href('prev'), next: href('next') };
    };
    const at = (path: string) => new URL(path, baseURL).href;
    expect(await head('/blog')).toEqual({ canonical: at('/blog'), en: at('/en/blog'), prev: null, next: at('/blog?page=2') });
    expect(await head('/blog?page=2')).toEqual({ canonical: at('/blog?page=2'), en: at('/en/blog?page=2'), prev: at('/blog'), next: at('/blog?page=3') });
    expect(await head('/en/blog?page=7')).toEqual({ canonical: at('/en/blog?page=7'), en: at('/en/blog?page=7'), prev: at('/en/blog?page=6'), next: null });

    // Reached in the application (from the set-password page, in the English a visitor chose), the blog's pages change in the browser.
    await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
    await page.goto('/set-password');
    await page.getByRole('banner').locator('a[href="/en/blog"]').first().click();
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', at('/en/blog?page=2'));
    const blogPages = page.getByRole('navigation', { name: 'Blog pages' });
    await blogPages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', at('/en/blog'));
    await blogPages.getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL('/en/blog?page=3');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', at('/en/blog?page=3'));
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', at('/en/blog?page=2'));
    await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', at('/en/blog?page=4'));
    await page.getByRole('main').locator('a[href="/en/documentation"]').first().click();
    await expect(page).toHaveURL('/en/documentation');
    await expect(page.locator('link[rel="prev"], link[rel="next"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', at('/en/documentation'));
  });

  test('canonical, alternates and Open Graph follow a client-side navigation', async ({ page, baseURL }) => {
    // Between pages the application shows (pages with islands are left by an ordinary link): from the
    // set-password page, in the English a visitor chose, through the blog.
    await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
    await page.goto('/set-password');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole('banner').locator('a[href="/en/blog"]').first().click();
    await page.getByRole('main').locator('a[href="/en/documentation"]').first().click();
    await expect(page).toHaveURL('/en/documentation');
    const path = '/en/documentation';
    const plain = '/documentation';
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).href);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new URL(plain, baseURL).href);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new URL(path, baseURL).href);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new URL(plain, baseURL).href);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(path, baseURL).href);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the head names the page by its sitemap address, and a 404 reached in the app has robots noindex and no address', async ({ page, baseURL }) => {
    const canonical = page.locator('link[rel="canonical"]');
    const noindex = page.locator('meta[name="robots"][content="noindex"]');
    await page.goto('/en/legal/notice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canonical).toHaveAttribute('href', new URL('/en/legal-notice', baseURL).href);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new URL('/legal-notice', baseURL).href);

    await page.goto('/en/no-such-page');
    await expect(noindex).toHaveCount(1);
    await expect(canonical).toHaveCount(0);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(canonical).toHaveAttribute('href', new URL('/en/', baseURL).href);
    await expect(noindex).toHaveCount(0);
    await page.goBack(); // the 404 again, in the app
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(noindex).toHaveCount(1);
    await expect(canonical).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang], meta[property="og:url"], meta[name="description"]')).toHaveCount(0);
  });

  test.describe('in a browser that wants Spanish', () => {
    // One that wants English is offered the English twin, whose words are fetched then (language-suggestion.spec.ts).
    test.use({ locale: 'es-ES' });

    test('hydrates without an error or warning and without fetching the texts or details again', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const body = request.postData() ?? '';
        if (request.url().endsWith('/graphql') && /SiteTexts|CompanyDetails/.test(body)) dataRequests.push(body.slice(0, 60));
      });
      await page.goto('/services/marine-electronics', { waitUntil: 'networkidle' });
      expect(problems).toEqual([]);
      expect(dataRequests).toEqual([]);
      // Hydrated: the toggle works (and only then fetches the other language's texts).
      await page.getByRole('button', { name: /^EN/ }).first().click();
      await expect(page).toHaveURL(/\/en\/services\/marine-electronics$/);
      expect(problems).toEqual([]);
    });
  });

  test('the toggle moves to the twin address, and a visitor who chose English is taken to the English twin', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: /^EN/ }).first().click();
    await expect(page).toHaveURL(/\/en\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Services/);
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/en\/shop$/);
  });

  test('an unknown address answers 404 in its language', async ({ request }) => {
    const response = await request.get('/en/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<html lang="en">');
  });
});
