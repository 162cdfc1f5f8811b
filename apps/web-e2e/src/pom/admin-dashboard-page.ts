import type { Locator, Page } from '@playwright/test';

/** /admin/dashboard. */
export class AdminDashboardPage {
  readonly heading: Locator;
  readonly logout: Locator;
  readonly contentHeading: Locator;
  readonly contentTable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Panel de Administración' });
    this.logout = page.getByRole('main').getByRole('button', { name: 'Cerrar sesión' });
    this.contentHeading = page.getByRole('heading', { level: 2, name: 'Gestión de Contenido' });
    this.contentTable = page.getByRole('table');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/dashboard');
  }
}
