import type { Locator, Page } from '@playwright/test';

/** /app, the portal home. */
export class PortalPage {
  readonly heading: Locator;
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Bienvenido, / });
    this.tiles = page.getByRole('main').getByRole('listitem').getByRole('link');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app');
  }
}
