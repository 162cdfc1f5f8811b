import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Header } from './pom/header';

const heading = { es: 'Iniciar Sesión', en: 'Sign In' } as const;
const emailLabel = { es: 'Correo electrónico', en: 'Email' } as const;

/** Every value `<html lang>` takes while the page loads and hydrates (the first is the one sent). */
async function recordDocumentLanguages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { documentLanguages: (string | null)[] }).documentLanguages = seen;
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('lang'))).observe(document.documentElement, { attributeFilter: ['lang'] });
  });
}

const documentLanguageChanges = (page: Page) => page.evaluate(() => (window as unknown as { documentLanguages: (string | null)[] }).documentLanguages);

/** Chooses a language with the toggle of the public site's header, as a visitor does before signing in. */
async function chooseOnTheSite(page: Page, language: 'en' | 'es'): Promise<void> {
  await page.goto(language === 'en' ? '/' : '/en/');
  await new Header(page).chooseLanguage(language);
  await expect(page).toHaveURL(language === 'en' ? /\/en\/$/ : /:\d+\/$/);
}

test.describe("the sign-in page in the visitor's language", () => {
  test.use({ language: null });

  const visitors = [
    { who: 'a new visitor', path: '/admin/login', chose: null, expected: 'es' },
    { who: 'a visitor who chose English', path: '/admin/login', chose: 'en', expected: 'en' },
    { who: 'a visitor who chose Spanish', path: '/admin/login', chose: 'es', expected: 'es' },
    { who: 'a new visitor at the English address', path: '/en/admin/login', chose: null, expected: 'en' },
  ] as const;

  for (const { who, path, chose, expected } of visitors) {
    test(`${who} is sent it in ${expected === 'es' ? 'Spanish' : 'English'} at ${path}, and it stays so once hydrated`, async ({ page }) => {
      if (chose) await chooseOnTheSite(page, chose);
      await recordDocumentLanguages(page);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations.push(new URL(frame.url()).pathname)));

      const response = await page.goto(path);
      const sent = await response!.text();
      expect(sent).toContain(`<html lang="${expected}">`);
      expect(sent).toContain(`>${heading[expected]}</h1>`);
      expect(sent).toContain(`>${emailLabel[expected]}</label>`);

      await expect(page.locator('[data-island]:has(form)')).toHaveAttribute('data-hydrated', '');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[expected]);
      await expect(page.getByLabel(emailLabel[expected])).toBeVisible();
      await expect(new Header(page).languageButton(expected)).toHaveAttribute('aria-pressed', 'true');
      // Never another language on the way, nor the page again in it.
      expect(await documentLanguageChanges(page)).toEqual([]);
      expect(navigations).toEqual([path]);
    });
  }

  test('the English site links to the English sign-in page', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/en/admin/login');
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Customer sign-in' })).toHaveAttribute('href', '/en/admin/login');
  });
});

test.describe('the sign-in page for a visitor whose choice was stored before its cookie existed', () => {
  test.use({ language: null });

  test('is not loaded again in that language while they may be typing: its cookie is set for the next page', async ({ page, context }) => {
    await context.addInitScript(() => {
      if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', 'en');
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations.push(new URL(frame.url()).pathname)));
    await page.goto('/admin/login');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
    expect(navigations).toEqual(['/admin/login']);
    expect((await context.cookies()).find((cookie) => cookie.name === 'preferred_language')?.value).toBe('en');

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.en);
  });
});
