import { expect, test } from './fixtures';
import { company } from './support/company';
import { answeredCookieBanner, copy, escapeRegExp, fill, languages, sitePath } from './support/public-pages';

const pages = [
  { id: 'notice', paths: ['/legal-notice', '/legal/notice'], footerKey: 'legalNotice', updated: { en: '30 April 2025', es: '30 de abril de 2025' } },
  { id: 'privacy', paths: ['/privacy', '/legal/privacy'], footerKey: 'privacy', updated: { en: '30 April 2025', es: '30 de abril de 2025' } },
  { id: 'terms', paths: ['/terms', '/legal/terms'], footerKey: 'terms', updated: { en: '30 April 2025', es: '30 de abril de 2025' } },
  { id: 'cookies', paths: ['/cookies', '/legal/cookie-policy'], footerKey: 'cookies', updated: { en: '17 May 2025', es: '17 de mayo de 2025' } },
] as const;

for (const language of languages) {
  const t = copy[language].legal;
  const footer = copy[language].common.footer;

  test.describe(`legal pages (${language})`, () => {
    test.use({ language });
    test.beforeEach(({ page }) => answeredCookieBanner(page));

    for (const legal of pages) {
      test(`${legal.id} answers on ${legal.paths.join(' and ')} with numbered sections and its date`, async ({ page }) => {
        const pageCopy = t.pages[legal.id];
        for (const path of legal.paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCopy.title);
          await expect(page.getByText(fill(t.lastUpdated, { date: legal.updated[language] }))).toBeVisible();
          const sections = page.getByRole('article').getByRole('heading', { level: 2 });
          await expect(sections).toHaveCount(pageCopy.sections.length);
          await expect(sections.first()).toHaveText(`1. ${pageCopy.sections[0].title}`);
          await expect(sections.last()).toHaveText(`${pageCopy.sections.length}. ${pageCopy.sections.at(-1)!.title}`);
          await expect(page.getByRole('article')).not.toContainText('{{');
          await expect(page).toHaveTitle(`${pageCopy.title} | ${company.brandName}`);
        }
      });
    }

    test('the legal notice names the company from its details', async ({ page }) => {
      await page.goto('/legal/notice');
      const article = page.getByRole('article');
      await expect(article).toContainText(company.legalName);
      await expect(article).toContainText(company.taxId);
      await expect(article).toContainText(company.email);
    });

    test('the layout links the four pages to each other', async ({ page }) => {
      await page.goto('/legal/notice');
      const nav = page.getByRole('navigation', { name: t.otherPages });
      await expect(nav.getByRole('link')).toHaveCount(4);
      await expect(nav.getByRole('link', { name: footer.legalNotice })).toHaveAttribute('aria-current', 'page');
      for (const legal of [...pages.slice(1), pages[0]]) {
        await nav.getByRole('link', { name: footer[legal.footerKey], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(legal.paths[0])}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages[legal.id].title);
        await expect(nav.getByRole('link', { name: footer[legal.footerKey], exact: true })).toHaveAttribute('aria-current', 'page');
      }
    });
  });
}

/** The keys in the page's local and session storage ([] while the page is between documents). */
const storage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]).catch(() => [] as string[]);

for (const language of languages) {
  const t = copy[language].legal;

  test.describe(`legal copy (${language})`, () => {
    test.use({ language });

    test('no sentence ends in a doubled period', async ({ page }) => {
      for (const path of pages.map((legal) => legal.paths[0])) {
        await page.goto(path);
        await expect(page.getByRole('article')).not.toHaveText(/[^.]\.\.(?!\.)/);
      }
    });
  });

  test.describe(`cookie policy (${language})`, () => {
    // Nothing stored yet and a browser that prefers the other language: the suggestion of the
    // other language shows, and closing it stores its key.
    const other = language === 'en' ? 'es' : 'en';
    test.use({ language: null, locale: other === 'en' ? 'en-GB' : 'es-ES' });

    test('the cookie policy lists exactly what the site keeps in the browser', async ({ page, signIn, context }) => {
      // Everything a visit can store: a session, the suggestion closed, a language picked, a cookie
      // choice per category, and the one-off reload after a deploy (a lazy chunk that is gone).
      await signIn('customer');
      await page.goto(sitePath(language, '/'));
      const suggestion = page.getByTestId('language-suggestion');
      await suggestion.getByRole('button', { name: copy[other].layout.languageSuggestion.dismiss }).click();
      await expect(suggestion).toHaveCount(0);
      await page.getByTestId('cookie-preferences-toggle').click();
      await page.getByTestId('cookie-category-analytics').check();
      await page.getByTestId('cookie-save').click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: language === 'en' ? 'EN English' : 'ES Español' })
        .click();
      // The application (the customer's portal) loads the next page's chunk; pages with islands load none.
      await page.goto('/app');
      await page.route(/\/assets\/home-page-[\w-]+\.js$/, (route) => route.abort());
      await page
        .getByRole('contentinfo')
        .locator(`a[href="${sitePath(language, '/')}"]`)
        .click();
      await expect.poll(() => storage(page)).toContain('mmt:chunk-reload-at');
      await page.unrouteAll();

      const kept = new Set([...(await storage(page)), ...(await context.cookies()).map((cookie) => cookie.name)]);
      expect(kept).toContain('language_suggestion_dismissed');
      await page.goto(sitePath(language, '/cookies'));
      const listSection = t.pages.cookies.sections[2];
      const listed = listSection.paragraphs.map((paragraph) => paragraph.split(' ')[0]);
      expect(new Set(listed)).toEqual(kept);
      for (const name of listed) await expect(page.getByRole('article')).toContainText(name);
    });
  });
}
