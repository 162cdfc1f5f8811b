import type { Locator, Page } from '@playwright/test';

/** /app, the portal home. */
export class PortalPage {
  readonly heading: Locator;
  readonly tiles: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /^Bienvenido, / });
    // The shortcuts' list only: the customer's 'Needs you' above it holds links too.
    this.tiles = page.getByRole('main').getByRole('list', { name: 'Accesos directos' }).getByRole('link');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app');
  }
}
