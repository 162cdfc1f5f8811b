import { expect, type Locator, type Page } from '@playwright/test';

/** The site header: brand link, language toggle, navigation, the phone menu and the account links. */
export class Header {
  readonly root: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
    this.menuButton = page.getByTestId('menu-button');
    this.mobileMenu = page.getByTestId('mobile-menu');
  }

  /** The visible toggle button for a language (desktop nav or the phone header). */
  languageButton(language: 'en' | 'es'): Locator {
    return this.root.getByRole('button', { name: language === 'es' ? 'ES Español' : 'EN English', exact: true });
  }

  async chooseLanguage(language: 'en' | 'es'): Promise<void> {
    await this.languageButton(language).click();
  }

  htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /**
   * Where the navigation can be used at this width: the desktop bar, or the
   * phone menu (opened first when it is closed).
   */
  /** Opens the phone menu. A served page's button does nothing until the page is hydrated: clicks again until it opens. */
  async openMenu(): Promise<void> {
    await expect(async () => {
      if ((await this.menuButton.getAttribute('aria-expanded')) !== 'true') await this.menuButton.click();
      await expect(this.mobileMenu).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }

  async navigation(isMobile: boolean): Promise<Locator> {
    if (!isMobile) return this.root.getByRole('navigation').first();
    await this.openMenu();
    return this.mobileMenu;
  }
}
