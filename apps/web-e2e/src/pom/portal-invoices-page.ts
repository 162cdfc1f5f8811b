import type { Locator, Page } from '@playwright/test';

/** /app/invoices, read in Spanish. */
export class PortalInvoicesPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Mis Facturas' });
    this.table = page.getByRole('table', { name: 'Tus facturas' });
    this.rows = this.table.getByTestId('invoice-row');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/invoices');
    await this.heading.waitFor();
  }

  row(number: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('rowheader', { name: number }) });
  }

  detailsToggle(number: string): Locator {
    return this.table.getByRole('button', { name: `Detalles de la factura ${number}` });
  }

  /** The open details (at most one). */
  get openDetails(): Locator {
    return this.table.getByTestId('invoice-details');
  }
}
