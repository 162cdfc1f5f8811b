import type { Locator, Page } from '@playwright/test';

/** /admin/dashboard, the owner's desk: Today and the numbers (in the spec's Spanish unless the test says otherwise). */
export class AdminDashboardPage {
  readonly heading: Locator;
  /** The frame's one 'Cerrar sesión' (in the header's bar on a desktop, in its menu on a phone). */
  readonly logout: Locator;
  readonly today: Locator;
  readonly figures: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Panel de Administración' });
    this.logout = page.getByTestId('area-header').getByRole('button', { name: 'Cerrar sesión' });
    this.today = page.getByRole('region', { name: /^(Hoy|Today)$/ });
    this.figures = page.getByTestId('desk-figures');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/dashboard');
  }

  /** A chart of the numbers, by the name of its CSV. */
  chart(name: string): Locator {
    return this.page.getByTestId(`chart-${name}`);
  }
}
