import { expect, test } from './fixtures';

test.describe('language', () => {
  test.use({ language: null });

  test('English is the default; the toggle switches to Spanish, is remembered over a reload and sets <html lang>', async ({
    page,
    header,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    expect(await header.htmlLang()).toBe('en');
    await expect(header.languageButton('en')).toHaveAttribute('aria-pressed', 'true');

    await header.chooseLanguage('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar Sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header.languageButton('es')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('es');

    await page.reload();
    // The page is served whole before its script runs: a person waits for it to finish loading (as page.goto does).
    await page.locator(':root[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar Sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await header.chooseLanguage('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
