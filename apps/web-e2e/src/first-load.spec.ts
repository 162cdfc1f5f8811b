import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

interface Script {
  url: string;
  encoding: string | undefined;
  bytes: number;
  text: string;
}

/**
 * The home page's JavaScript as sent (brotli), held near what it is (63 KB, its islands): a guard
 * against growth in every CI run. The gzip budget is measured by `npm run check:budgets`.
 */
const HOME_SCRIPT_BUDGET_BYTES = 65_500;

/** Holds back the header island's code until the returned function is called. */
async function holdHeaderCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-header-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('first load of a public page', () => {
  test('is compressed, within budget, without the application (Apollo, router, i18next) or any site text; the next page comes whole from the server', async ({
    page,
  }) => {
    const scripts: Promise<Script>[] = [];
    const siteTexts: string[][] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'SiteTexts') siteTexts.push(body.variables.namespaces);
    });
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        (async () => ({
          url: response.url(),
          encoding: response.headers()['content-encoding'],
          bytes: (await response.request().sizes()).responseBodySize,
          text: await response.text(),
        }))(),
      );
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const home = await Promise.all(scripts);

    expect(home.length).toBeGreaterThan(1);
    // Files under 1 KB are not worth compressing (the build skips them).
    expect(home.filter((script) => script.text.length >= 1024 && script.encoding !== 'br').map((script) => script.url)).toEqual([]);
    const total = home.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`home first load: ${home.length} scripts, ${total} bytes compressed`);
    expect(total).toBeLessThan(HOME_SCRIPT_BUDGET_BYTES);
    // The home page's islands, not the application.
    for (const marker of ['__APOLLO', 'React Router', 'i18next::']) {
      expect(home.filter((script) => script.text.includes(marker)).map((script) => script.url)).toEqual([]);
    }
    // Site texts (the hero's, the legal pages') are never JavaScript; portal labels are not on the home page.
    expect(home.filter((script) => script.text.includes('Electrónica naval y servicio técnico')).map((script) => script.url)).toEqual([]);
    expect(home.filter((script) => script.text.includes('LSSI-CE')).map((script) => script.url)).toEqual([]);
    expect(home.filter((script) => script.text.includes('Solicitar Trabajo')).map((script) => script.url)).toEqual([]);
    // The served page carries its texts (shell and page): the first load asks for none.
    expect(siteTexts).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeVisible();
    const privacy = (await Promise.all(scripts)).slice(home.length);
    expect(privacy.some((script) => script.text.includes('LSSI-CE'))).toBe(false);
    expect(siteTexts).toEqual([]);
  });

  test("loads a visitor's header island only when it is reached, and a click made before it has hydrated is made again, not lost", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // The header's code is held back until the click has been made: the click lands on the server's markup.
    const release = await holdHeaderCode(page);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('islands-header-'))).toEqual([]);
    // 'Sign in' is in the page as sent, before any script of the header's.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: /^EN/ }).click();
    await expect.poll(() => requested.filter((path) => path.includes('islands-header-')).length).toBe(1);
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("holds a click made before a signed-in visitor's header (hydrated at once) has hydrated, and makes it then", async ({ page, signIn }) => {
    await signIn('customer');
    const release = await holdHeaderCode(page);
    // Not page.goto, which waits until the page is ready: the click comes as soon as the page shows.
    await page.goto('/robots.txt');
    await page.evaluate(() => window.location.assign('/'));
    await page.waitForURL('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('banner').getByTestId('account').first()).toContainText('Cliente Demo');
  });

  test.describe('a first-time visitor whose browser wants the other language', () => {
    test.use({ language: null, locale: 'en-GB' });

    test('is shown the suggestion and, after 1 s, the cookie banner, with none of their code until they are reached', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const theirs = () => requested.filter((path) => /\/islands-(cookie-consent|language-suggestion)-/.test(path));
      await page.goto('/');
      const [suggestion, banner] = [page.getByTestId('language-suggestion'), page.getByTestId('cookie-banner')];
      await expect(suggestion).toBeVisible();
      await expect(banner).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(theirs()).toEqual([]);

      // A click made before the code has come is made once it has.
      await banner.getByRole('button', { name: 'Rechazar', exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
      await suggestion.getByRole('button', { name: 'Read it in English' }).click();
      await expect(page).toHaveURL(/\/en\/$/);
      expect(theirs().map((path) => path.split('-')[1])).toEqual(['cookie', 'language']);
    });
  });
});
