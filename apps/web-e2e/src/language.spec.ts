import { expect, test } from './fixtures';

test.describe('language', () => {
  test.use({ language: null });

  test('Spanish is the default; the toggle switches to English (the English address), is remembered and sets <html lang>', async ({ page, header }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar Sesión');
    expect(await header.htmlLang()).toBe('es');
    await expect(header.languageButton('es')).toHaveAttribute('aria-pressed', 'true');

    await header.chooseLanguage('en');
    await expect(page).toHaveURL('/en/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.languageButton('en')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('en');

    await page.reload();
    // The page is served whole before its script runs: a person waits for it to finish loading (as page.goto does).
    await page.locator(':root[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The plain address follows the choice, which its cookie tells the server.
    expect(await (await page.goto('/admin/login'))!.text()).toContain('<html lang="en">');

    await header.chooseLanguage('es');
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar Sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
