import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { company } from './support/company';
import { answeredCookieBanner, copy, fill, languages, sitePath } from './support/public-pages';

// Against apps/web-e2e/src/support/fake-wordpress.mjs: 40 posts → 7 pages of 6; page 50 is an outage.

/**
 * The blog reached in the application, from the set-password page through the header's link: the
 * browser then loads the posts itself (a served /blog carries its posts already, and pages with
 * islands link to it), so what it asks the API for can be held or refused.
 */
async function openBlogInTheApp(page: Page, language: (typeof languages)[number]): Promise<void> {
  await page.goto('/set-password');
  await page
    .getByRole('banner')
    .locator(`a[href="${sitePath(language, '/blog')}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(sitePath(language, '/blog'));
}

/** The pagination as text: "‹ 1 2 … 7 ›", the current page in brackets. */
async function paginationText(page: Page, label: string): Promise<string> {
  const nav = page.getByRole('navigation', { name: label });
  // Every <li> of the form the width shows, the aria-hidden ellipses included.
  const items = nav.locator('ul:visible > li');
  const texts: string[] = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    const current = await item.locator('[aria-current="page"]').count();
    const text = (await item.innerText()).trim();
    texts.push(current ? `[${text}]` : text);
  }
  return texts.join(' ');
}

for (const language of languages) {
  const t = copy[language].blog;
  const ago = { en: '3 days ago', es: 'hace 3 días' }[language];

  test.describe(`blog (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    // Posts, links, states: the same at every width.
    test.describe(() => {
      test('lists six posts with image, plain-text title, clean excerpt, author and relative date', async ({ page }) => {
        // Post 3's picture cannot be loaded: the default one takes its place.
        await page.route('**/uploads/3.svg', (route) => route.fulfill({ status: 404 }));
        await page.goto(sitePath(language, '/blog'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
        await expect(page).toHaveTitle(`${t.title} | ${company.brandName}`);
        const posts = page.getByRole('article');
        await expect(posts).toHaveCount(6);

        const first = posts.first();
        await expect(first.getByRole('heading', { level: 2 })).toHaveText('Radar & AIS: it’s “smart”');
        await expect(first.getByRole('img')).toBeVisible();
        await expect(first).toContainText('Safe text');
        await expect(first.locator('script, [onerror]')).toHaveCount(0);
        await expect(first.locator('a[href^="javascript"]')).toHaveCount(0);
        await expect(first).toContainText(fill(t.by, { author: 'Marta Vidal' }));
        await expect(first.locator('time')).toHaveText(ago);
        expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();

        // Post 2: no featured image and an author that is an error object → the defaults.
        const second = posts.nth(1);
        await expect(second.getByRole('img')).toHaveAttribute('src', '/images/blog-default.svg');
        await expect(second).toContainText(fill(t.by, { author: company.brandName }));

        await expect(posts.nth(2).getByRole('img')).toHaveAttribute('src', '/images/blog-default.svg');
        await expect(posts.nth(2).getByRole('img')).toHaveAttribute('alt', fill(t.imageAlt, { title: 'Marine post 3' }));
        await expect(first.getByRole('img')).toHaveAttribute('src', /\/uploads\/1\.svg$/);
      });

      test('links to the shop and the documentation', async ({ page }) => {
        await page.goto(sitePath(language, '/blog'));
        const explore = page.getByRole('navigation', { name: t.explore.label });
        await explore.getByRole('link', { name: t.explore.shop }).click();
        await expect(page).toHaveURL(sitePath(language, '/shop'));
        await page.goBack();
        await page.getByRole('navigation', { name: t.explore.label }).getByRole('link', { name: t.explore.documentation }).click();
        await expect(page).toHaveURL(sitePath(language, '/documentation'));
      });

      test('a page past the last shows the empty message', async ({ page }) => {
        await page.goto(sitePath(language, '/blog?page=9'));
        await expect(page.getByText(t.no_blog_posts)).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(0);
      });
    });

    test(
      'paginates with first, last and current ± 1 (only the current on a phone), in the URL, back to the top',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        const phone = testInfo.project.name === 'phone';
        await page.goto(sitePath(language, '/blog'));
        await expect(page.getByRole('article')).toHaveCount(6);
        expect(await paginationText(page, t.pagination.label)).toBe(phone ? '‹ [1] … 7 ›' : '‹ [1] 2 … 7 ›');

        await page.goto(sitePath(language, '/blog?page=4'));
        await expect(page.getByRole('article').first()).toContainText('Marine post 19');
        expect(await paginationText(page, t.pagination.label)).toBe(phone ? '‹ 1 … [4] … 7 ›' : '‹ 1 … 3 [4] 5 … 7 ›');

        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await page.getByRole('link', { name: t.pagination.next }).click();
        await expect(page).toHaveURL(sitePath(language, '/blog?page=5'));
        await expect(page.getByRole('article').first()).toContainText('Marine post 25');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

        await page.getByRole('link', { name: fill(t.pagination.page, { page: 7 }), exact: true }).click();
        await expect(page).toHaveURL(sitePath(language, '/blog?page=7'));
        await expect(page.getByRole('article')).toHaveCount(4);
        expect(await paginationText(page, t.pagination.label)).toBe(phone ? '‹ 1 … [7] ›' : '‹ 1 … 6 [7] ›');

        await page.getByRole('link', { name: fill(t.pagination.page, { page: 1 }), exact: true }).click();
        await expect(page).toHaveURL(sitePath(language, '/blog'));
      },
    );

    // Its words for loading, the failure and the retry, in each language.
    test("'Try again' after a failed load loads the posts", async ({ page }) => {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string };
        if (body.operationName !== 'BlogPosts' || ++calls > 1) return route.continue();
        await released;
        await route.fulfill({ status: 503, body: 'unavailable' });
      });
      await openBlogInTheApp(page, language);
      await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeVisible();
      release();
      await expect(page.getByRole('alert')).toHaveText(t.error);
      await page.getByRole('button', { name: t.retry }).click();
      await expect(page.getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(calls).toBe(2);
    });

    test("'Try again' on the served page loads the page again", async ({ page }) => {
      // The first load of the blog is served what an outage serves (the local WordPress fails its page 50).
      const blog = sitePath(language, '/blog');
      let loads = 0;
      await page.route(
        (url) => url.pathname === blog,
        async (route) => {
          if (route.request().resourceType() !== 'document' || ++loads > 1) return route.continue();
          await route.fulfill({ response: await route.fetch({ url: `${route.request().url()}?page=50` }) });
        },
      );
      await page.goto(blog);
      await expect(page.getByRole('alert')).toHaveText(t.error);
      await expect(page.getByRole('article')).toHaveCount(0);
      await page.getByRole('button', { name: t.retry }).click();
      await expect(page.getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(loads).toBe(2);
    });
  });
}

// An outage and loading look the same in both languages: once, on the Spanish blog (the English
// words for loading and a failure are in 'Try again' above).
test.describe('blog: an outage and loading', () => {
  const t = copy.es.blog;
  test.use({ language: 'es' });
  test.beforeEach(({ page }) => answeredCookieBanner(page));

  test('an outage shows the error message', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/blog?page=50');
    await expect(page.getByRole('alert')).toHaveText(t.error);
    await expect(page.getByRole('article')).toHaveCount(0);
    expect(errors.join('\n')).toContain('Error loading blog posts');
  });

  test('shows a spinner while loading, and no pagination for a single page', async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string };
      if (body.operationName !== 'BlogPosts') return route.continue();
      await released;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            blogPosts: {
              page: 1,
              totalPages: 1,
              totalCount: 1,
              posts: [
                {
                  id: '1',
                  link: null,
                  date: new Date().toISOString(),
                  title: 'Only post',
                  excerptHtml: '<p>Alone.</p>',
                  featuredImageUrl: null,
                  featuredImageAlt: null,
                  authorName: null,
                },
              ],
            },
          },
        }),
      });
    });
    await openBlogInTheApp(page, 'es');
    await expect(page.getByRole('status').filter({ hasText: t.loading })).toBeVisible();
    release();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: t.loading })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: t.pagination.label })).toHaveCount(0);
  });
});
