import type { Locator, Page } from '@playwright/test';

/** The site header: brand link, language toggle, mobile menu. */
export class Header {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
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
}
