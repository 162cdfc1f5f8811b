import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SiteTextsPage } from './pom/site-texts-page';
import { HomePage } from './pom/home-page';
import type { AdminApi } from './requests/admin-api';
import { signInThroughApi } from './requests/session';
import { copy } from './support/public-pages';

/*
 * The admin edits the site's texts. These specs change texts other specs read, so they run after
 * every other spec (playwright.config.ts); each test edits entries no other test here touches,
 * and puts back what it changed.
 */

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Puts an entry's code texts back after a test. */
function restoring(adminApi: () => AdminApi, section: string, key: string, values: { valueEs: string; valueEn: string }) {
  test.afterEach(async () => {
    await adminApi().saveContent(section, key, values);
  });
}

test.describe('editing site texts', () => {
  let api: AdminApi;
  test.beforeEach(async ({ signIn, adminApi }) => {
    api = adminApi;
    await signIn('admin');
  });

  test.describe('the home hero title', () => {
    restoring(() => api, 'home', 'hero_title', { valueEs: copy.es.home.hero_title, valueEn: copy.en.home.hero_title });

    test('edited in both languages shows on the home page in both languages after a reload', { tag: '@phone' }, async ({ page, siteTextsPage, header }) => {
      const edited = { es: `Título editado ${Date.now()}`, en: `Edited title ${Date.now()}` };
      await siteTextsPage.goto('?section=home&q=hero_title');
      await siteTextsPage.edit('hero_title');
      await expect(siteTextsPage.textbox('es')).toHaveValue(copy.es.home.hero_title);
      await expect(siteTextsPage.textbox('en')).toHaveValue(copy.en.home.hero_title);
      await expect(siteTextsPage.textbox('es')).toHaveAttribute('rows', '3');
      await siteTextsPage.textbox('es').fill(edited.es);
      await siteTextsPage.textbox('en').fill(edited.en);
      await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
      await expect(toast(page, 'El contenido ha sido actualizado')).toContainText('Guardado exitoso');
      await expect(siteTextsPage.editingRow).toHaveCount(0);
      await expect(siteTextsPage.row('hero_title')).toContainText(edited.es);

      const home = new HomePage(page);
      await home.stubExternal();
      await home.goto();
      await expect(home.heroTitle).toHaveText(edited.es);
      await header.chooseLanguage('en');
      await expect(home.heroTitle).toHaveText(edited.en);
      await page.reload();
      await expect(home.heroTitle).toHaveText(edited.en);
    });
  });

  test.describe('at desktop width', () => {
    test.describe('cancel', () => {
      test("'Cancelar' leaves the text as it was", async ({ page, siteTextsPage }) => {
        await siteTextsPage.goto('?section=shop&q=title');
        await siteTextsPage.edit('title');
        await siteTextsPage.textbox('es').fill('No guardar esto');
        await siteTextsPage.editingRow.getByRole('button', { name: 'Cancelar' }).click();
        await expect(siteTextsPage.editingRow).toHaveCount(0);
        await expect(siteTextsPage.row('title')).toContainText(copy.es.shop.title);
        await page.reload();
        await expect(siteTextsPage.row('title')).toContainText(copy.es.shop.title);
        await expect(page.getByText('No guardar esto')).toHaveCount(0);
      });
    });

    test.describe('a failed save', () => {
      test("keeps the row in edit mode with what was typed, and says 'No se pudo guardar el contenido'", async ({ page, siteTextsPage }) => {
        await page.route('**/graphql', (route) =>
          route.request().postDataJSON()?.operationName === 'UpdateContent' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
        );
        await siteTextsPage.goto('?section=shop&q=subtitle');
        await siteTextsPage.edit('subtitle');
        await siteTextsPage.textbox('en').fill('Typed and kept');
        await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
        const failure = toast(page, 'No se pudo guardar el contenido');
        await expect(failure).toContainText('Error');
        await expect(failure).toHaveAttribute('data-variant', 'destructive');
        await expect(siteTextsPage.textbox('en')).toHaveValue('Typed and kept');
      });
    });

    test.describe('a conflicting save', () => {
      restoring(() => api, 'docs', 'subtitle', { valueEs: copy.es.docs.subtitle, valueEn: copy.en.docs.subtitle });

      test("from a second browser shows the other admin's text beside the draft, and saving again keeps the draft", async ({
        page,
        siteTextsPage,
        browser,
        baseURL,
      }) => {
        const other = await browser.newContext({ baseURL });
        await other.addInitScript(() => localStorage.setItem('preferred_language', 'es'));
        try {
          await signInThroughApi(other.request, 'admin');
          const otherPage = await other.newPage();
          const otherDashboard = new SiteTextsPage(otherPage);

          await siteTextsPage.goto('?section=docs&q=subtitle');
          await otherDashboard.goto('?section=docs&q=subtitle');
          await siteTextsPage.edit('subtitle');
          await otherDashboard.edit('subtitle');

          await otherDashboard.textbox('es').fill('Guardado por el otro navegador');
          await otherDashboard.editingRow.getByRole('button', { name: 'Guardar' }).click();
          await expect(toast(otherPage, 'El contenido ha sido actualizado')).toBeVisible();

          await siteTextsPage.textbox('es').fill('Mi borrador');
          await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
          await expect(toast(page, 'No se pudo guardar el contenido')).toBeVisible();
          const conflict = page.getByTestId('content-conflict');
          await expect(conflict).toContainText('Alguien guardó este texto mientras lo editabas');
          await expect(conflict).toContainText('Guardado por el otro navegador');
          await expect(siteTextsPage.textbox('es')).toHaveValue('Mi borrador');

          await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
          await expect(toast(page, 'El contenido ha sido actualizado')).toBeVisible();
          await expect(siteTextsPage.row('subtitle')).toContainText('Mi borrador');
        } finally {
          await other.close();
        }
      });
    });

    test.describe('the missing-translation filter', () => {
      test.use({ language: 'en' });
      restoring(() => api, 'vip', 'limited', { valueEs: copy.es.vip.limited, valueEn: copy.en.vip.limited });

      test('lists a text whose English was emptied, in the URL', async ({ page, siteTextsPage }) => {
        await siteTextsPage.goto('?section=vip&q=limited');
        await siteTextsPage.edit('limited');
        await siteTextsPage.textbox('en').fill('');
        await expect(siteTextsPage.editingRow).toContainText(`Default text: ${copy.en.vip.limited}`);
        await siteTextsPage.editingRow.getByRole('button', { name: 'Save' }).click();
        await expect(toast(page, 'The content has been updated')).toBeVisible();

        await siteTextsPage.goto();
        await siteTextsPage.show.selectOption({ label: 'A language is missing' });
        await expect(page).toHaveURL(/filter=missing/);
        await expect(siteTextsPage.row('limited')).toContainText('Empty: the site shows the default text');
        await expect(page.getByTestId('content-row')).toHaveCount(1);
        await page.reload();
        await expect(siteTextsPage.show).toHaveValue('missing');
        await expect(page.getByTestId('content-row')).toHaveCount(1);
      });
    });

    test.describe('history', () => {
      restoring(() => api, 'shop', 'comingSoon', { valueEs: copy.es.shop.comingSoon, valueEn: copy.en.shop.comingSoon });

      test('lists every save, marks what it changed and restores an earlier version as a new save', async ({ page, siteTextsPage }) => {
        await api.saveContent('shop', 'comingSoon', { valueEs: 'Primera versión', valueEn: 'First version' });
        await api.saveContent('shop', 'comingSoon', { valueEs: 'Segunda versión', valueEn: 'First version' });
        await siteTextsPage.goto('?section=shop&q=comingSoon');
        await siteTextsPage
          .row('comingSoon')
          .getByRole('button', { name: /^Historial / })
          .click();
        const history = page.getByTestId('content-history');
        const versions = history.getByTestId('content-version');
        await expect(versions.first()).toContainText('Segunda versión');
        await expect(versions.first()).toContainText('actual');
        await expect(versions.first()).toContainText(/Marta Ferrer, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
        // The second save changed the Spanish text only.
        await expect(versions.first().locator('dt').filter({ hasText: 'Cambió' })).toHaveText(['EspañolCambió']);
        await expect(versions.nth(1).locator('dt').filter({ hasText: 'Cambió' })).toHaveCount(2);

        const first = versions.filter({ hasText: 'Primera versión' });
        await first.getByRole('button', { name: /^Restaurar la versión/ }).click();
        await expect(toast(page, 'Versión restaurada')).toBeVisible();
        await expect(siteTextsPage.row('comingSoon')).toContainText('Primera versión');
        await expect(versions.first()).toContainText(/restauró la versión \d+/);
        await expect(versions.first()).toContainText('actual');
      });
    });

    test.describe('a save that changes nothing', () => {
      restoring(() => api, 'shop', 'comingSoonText', { valueEs: copy.es.shop.comingSoonText, valueEn: copy.en.shop.comingSoonText });

      test('says so and adds no version', async ({ page, siteTextsPage }) => {
        await api.saveContent('shop', 'comingSoonText', { valueEs: 'Sin tocar', valueEn: 'Untouched' });
        await siteTextsPage.goto('?section=shop&q=comingSoonText');
        const openHistory = () =>
          siteTextsPage
            .row('comingSoonText')
            .getByRole('button', { name: /^Historial / })
            .click();
        const versions = page.getByTestId('content-history').getByTestId('content-version');
        await openHistory();
        await expect(versions.first()).toContainText('Sin tocar');
        const saves = await versions.count();
        await page.getByTestId('content-history').getByRole('button', { name: 'Cerrar historial' }).click();

        await siteTextsPage.edit('comingSoonText');
        await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
        await expect(toast(page, 'no se ha creado una versión nueva')).toContainText('Sin cambios');
        await expect(siteTextsPage.editingRow).toHaveCount(0);
        await openHistory();
        await expect(versions.first()).toContainText('Sin tocar');
        await expect(versions).toHaveCount(saves);
      });
    });

    test.describe('markup in a text', () => {
      restoring(() => api, 'home', 'hero_subtitle', { valueEs: copy.es.home.hero_subtitle, valueEn: copy.en.home.hero_subtitle });

      test('shows as text on the site, never as elements or script', async ({ page }) => {
        // Tags with attributes are no react-i18next tags, so the markup check lets them through.
        const markup = 'Hola <img src="x" onerror="window.__injected = 1"><svg onload="window.__injected = 2">';
        await api.saveContent('home', 'hero_subtitle', { valueEs: markup, valueEn: copy.en.home.hero_subtitle });
        const home = new HomePage(page);
        await home.stubExternal();
        await home.goto();
        await expect(home.heroSubtitle).toHaveText(markup);
        await expect(home.heroSubtitle.locator('img, svg')).toHaveCount(0);
        expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
      });
    });

    test.describe('placeholders', () => {
      test("a save that loses one is refused, naming it, in the admin's language", async ({ page, siteTextsPage }) => {
        await siteTextsPage.goto('?section=layout&q=copyright');
        await siteTextsPage.edit('footer.copyright');
        await siteTextsPage.textbox('es').fill('© Todos los derechos reservados');
        await siteTextsPage.editingRow.getByRole('button', { name: 'Guardar' }).click();
        await expect(siteTextsPage.editingRow).toContainText('Conserva estos marcadores o etiquetas del texto original: {{year}}, {{legalName}}');
        await expect(siteTextsPage.textbox('es')).toHaveAttribute('aria-invalid', 'true');
        await expect(siteTextsPage.textbox('es')).toHaveValue('© Todos los derechos reservados');
        await expect(page.getByRole('contentinfo')).not.toContainText('Todos los derechos reservados ©');
      });
    });
  });
});
