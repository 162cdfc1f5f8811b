import type { Locator, Page } from '@playwright/test';

/** /app/job-request, read in Spanish. */
export class PortalJobRequestPage {
  readonly heading: Locator;
  readonly boat: Locator;
  readonly title: Locator;
  readonly description: Locator;
  readonly preferredDate: Locator;
  readonly contactPhone: Locator;
  readonly submit: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Solicitar Trabajo' });
    this.boat = page.getByLabel('Barco');
    this.title = page.getByLabel('Título del trabajo');
    this.description = page.getByLabel('Descripción del trabajo');
    this.preferredDate = page.getByLabel('Fecha preferida');
    this.contactPhone = page.getByLabel('Teléfono de contacto');
    this.submit = page.getByRole('button', { name: /Enviar solicitud|Enviando/ });
    this.formError = page.getByRole('main').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/job-request');
    await this.heading.waitFor();
  }
}
