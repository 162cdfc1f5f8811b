import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A field of an island, as the server sends it. */
interface ServedField {
  path: string;
  island: string;
  name: string;
  type: string;
}

/** What a person types into each kind of field the islands have. */
const typed: Record<string, string> = { email: 'nobody@demo.com', password: 'not-the-password', text: 'Palma de Mallorca', search: 'radar' };

/** The sign-in pages, which the sitemap leaves out, and every page it lists (both languages). */
async function servedPages(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  return ['/admin/login', '/en/admin/login', ...listed, '/no-such-page'];
}

/** Every field a person can type into inside an island, in each page as sent (no script runs). */
async function islandFields(browser: Browser, baseURL: string, paths: string[]): Promise<ServedField[]> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const fields: ServedField[] = [];
  for (const path of paths) {
    await page.goto(path);
    const found = await page.locator('[data-island] :is(input, textarea, select)').evaluateAll((elements) => {
      const islands = JSON.parse(document.getElementById('page-data')?.textContent ?? '{}').islands ?? {};
      return elements
        .filter((element) => !(element as HTMLInputElement).disabled && (element as HTMLInputElement).type !== 'hidden')
        .map((element) => ({
          island: islands[(element.closest('[data-island]') as HTMLElement).dataset.island ?? '']?.name ?? '?',
          name: (element as HTMLInputElement).name,
          type: (element as HTMLInputElement).type,
        }));
    });
    fields.push(...found.map((field) => ({ path, ...field })));
  }
  await context.close();
  return fields;
}

/**
 * Opens `path` as a person on a slow phone does: the CPU 6× slower (Chromium's own throttling),
 * typing as soon as the fields show. The page's scripts are held until half of each value is
 * typed (so that part surely comes before hydration), and the rest is typed while they load and
 * hydrate. Returns once every island of the page has hydrated and the network is quiet.
 */
async function typeWhileHydrating(page: Page, path: string, fields: ServedField[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not page.goto, which waits until the page is ready.
  await page.goto('/robots.txt');
  await page.evaluate((address) => window.location.assign(address), path);
  await page.waitForURL(path, { waitUntil: 'commit' });
  const input = (field: ServedField) => page.locator(`[data-island] [name="${field.name}"]`);
  const halves = fields.map((field) => {
    const value = typed[field.type];
    return [value.slice(0, value.length / 2), value.slice(value.length / 2)];
  });
  // As a person does: a click into the field (its caret at the end of what is there), then keys.
  const type = async (field: ServedField, text: string) => {
    await input(field).click();
    await input(field).press('End');
    await input(field).pressSequentially(text, { delay: 20 });
  };
  for (const [index, field] of fields.entries()) await type(field, halves[index][0]);
  expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
  release();
  for (const [index, field] of fields.entries()) await type(field, halves[index][1]);
  await page.locator(':root[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

/**
 * Every island field of the served pages, found by the first test below; the second types into
 * each. An island that gets a field fails the first until it is listed here, and so is tested.
 */
const ISLAND_FIELDS: readonly ServedField[] = ['/admin/login', '/en/admin/login'].flatMap((path) => [
  { path, island: 'signIn', name: 'email', type: 'email' },
  { path, island: 'signIn', name: 'password', type: 'password' },
]);

test.describe('what a person types before an island hydrates', () => {
  test('the islands with a field, on every page the server renders, are the ones listed here', async ({ page, browser, baseURL }) => {
    test.slow();
    expect(await islandFields(browser, baseURL!, await servedPages(page))).toEqual(ISLAND_FIELDS);
    expect(ISLAND_FIELDS.filter((field) => !(field.type in typed))).toEqual([]);
  });

  const visitors = [
    { who: 'a new visitor', language: null, storedOnly: null },
    { who: 'a visitor who chose Spanish', language: 'es', storedOnly: null },
    { who: 'a visitor who chose English', language: 'en', storedOnly: null },
    // The case: a stored choice the server could not know, which the sign-in page once reloaded into.
    { who: 'a visitor whose English was stored before its cookie', language: null, storedOnly: 'en' },
  ] as const;
  for (const { who, language, storedOnly } of visitors) {
    test.describe(who, () => {
      test.use({ language });

      test('every island field keeps it under a 6× slower CPU, typed straight after load, and sends it', async ({ page, context }) => {
        test.slow();
        if (storedOnly) await context.addInitScript((stored) => localStorage.setItem('preferred_language', stored), storedOnly);
        for (const path of new Set(ISLAND_FIELDS.map((field) => field.path))) {
          const onPage = ISLAND_FIELDS.filter((field) => field.path === path);
          const navigations: string[] = [];
          const onNavigation = (frame: { url(): string }) => void (frame === page.mainFrame() && navigations.push(new URL(frame.url()).pathname));
          page.on('framenavigated', onNavigation);
          await typeWhileHydrating(page, path, onPage);
          page.off('framenavigated', onNavigation);
          for (const field of onPage) {
            await expect(page.locator(`[data-island] [name="${field.name}"]`), `${path} ${field.name}`).toHaveValue(typed[field.type]);
          }
          await expect(page.locator('[data-island]:has(input)')).toHaveAttribute('data-hydrated', '');
          // Not loaded again (which would empty the fields), not even in another language.
          expect(navigations.slice(1)).toEqual([path]);
          await page.unrouteAll();
        }

        // What the form holds is what it sends (no 'Please fill out this field').
        await page.getByRole('button', { name: /^(Iniciar Sesión|Sign In)$/ }).click();
        await expect(page.getByRole('alert')).toHaveText(/^(Credenciales inválidas|Invalid credentials)$/);
      });
    });
  }
});
