import { test as base, type Page } from '@playwright/test';
import { AdminDashboardPage } from './pom/admin-dashboard-page';
import { SiteTextsPage } from './pom/site-texts-page';
import { Header } from './pom/header';
import { LoginPage } from './pom/login-page';
import { PortalPage } from './pom/portal-page';
import { AdminApi } from './requests/admin-api';
import { signInThroughApi } from './requests/session';
import type { Role } from './support/accounts';

interface Fixtures {
  /** The UI language the test starts in (null: nothing stored, the app's default). */
  language: 'en' | 'es' | null;
  header: Header;
  loginPage: LoginPage;
  portalPage: PortalPage;
  dashboardPage: AdminDashboardPage;
  siteTextsPage: SiteTextsPage;
  /** Gives this test's browser a fresh session of that role (through the API). */
  signIn: (role: Role) => Promise<void>;
  /** The admin's API on a request context of its own, signed in (to set data up and put it back). */
  adminApi: AdminApi;
}

/** The app is ready (see apps/web/src/app/app.tsx), or the document is not the app at all. */
const APP_READY = ':root[data-app-ready], :root:not(:has(#root))';

export const test = base.extend<Fixtures>({
  // The spec gives the sign-in, portal and admin texts in Spanish: tests read them in es.
  language: ['es', { option: true }],
  // Stored the way the language toggle stores it, before the app's first script runs: in
  // localStorage, and in its cookie for the server (which renders the sign-in page in it).
  // Only when nothing is stored yet, so a choice made during the test survives reloads.
  context: async ({ context, language, baseURL }, use) => {
    if (language) {
      await context.addCookies([{ name: 'preferred_language', value: language, url: baseURL! }]);
      await context.addInitScript((lng) => {
        if (!localStorage.getItem('preferred_language')) localStorage.setItem('preferred_language', lng);
      }, language);
    }
    await use(context);
  },
  // A served page shows before its scripts answer a click (a click then is lost or reloads the page):
  // every `page.goto` waits until the app is ready, as a person waits for the page to finish loading.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await page.locator(APP_READY).waitFor({ state: 'attached', timeout: options?.timeout });
      return response;
    };
    await use(page);
  },
  header: async ({ page }, use) => use(new Header(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  portalPage: async ({ page }, use) => use(new PortalPage(page)),
  dashboardPage: async ({ page }, use) => use(new AdminDashboardPage(page)),
  siteTextsPage: async ({ page }, use) => use(new SiteTextsPage(page)),
  signIn: async ({ page }, use) => {
    await use((role) => signInThroughApi(page.context().request, role));
  },
  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use(await new AdminApi(request).signIn());
    await request.dispose();
  },
});

export { expect } from '@playwright/test';

/** Every string in localStorage and sessionStorage of the page (to prove no token is kept there). */
export function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]));
}
