import type { Locator, Page } from '@playwright/test';

/** /app/boats and /app/boats/:id, read in Spanish. */
export class PortalBoatsPage {
  readonly heading: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Mis Barcos' });
    this.cards = page.getByRole('list', { name: 'Tus barcos' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto('/app/boats');
  }

  /** A boat's card: a click anywhere on it opens the boat. */
  card(name: string): Locator {
    return this.cards.filter({ hasText: name });
  }

  /** The job request an open alert offers on the boat's card. */
  requestJob(name: string): Locator {
    return this.card(name).getByRole('link', { name: 'Solicitar un trabajo' });
  }
}

export class PortalBoatDetailPage {
  readonly vitals: Locator;
  readonly chart: Locator;
  readonly tabs: Locator;
  readonly jobsTab: Locator;
  readonly historyTab: Locator;
  readonly panel: Locator;
  readonly jobRows: Locator;
  readonly alerts: Locator;
  readonly devices: Locator;
  readonly rules: Locator;

  constructor(readonly page: Page) {
    this.vitals = page.getByRole('region', { name: 'Constantes vitales' });
    this.chart = page.getByRole('region', { name: 'Evolución de las lecturas' });
    this.tabs = page.getByRole('tablist', { name: 'Trabajos e historial del barco' });
    this.jobsTab = this.tabs.getByRole('tab', { name: 'Trabajos' });
    this.historyTab = this.tabs.getByRole('tab', { name: 'Historial' });
    this.panel = page.getByRole('tabpanel');
    this.jobRows = this.panel.getByTestId('job-row');
    this.alerts = page.getByTestId('boat-alerts');
    this.devices = page.getByRole('region', { name: 'Dispositivos a bordo' });
    this.rules = page.getByRole('region', { name: 'Reglas de alerta' });
  }

  /** The threshold field of one alert rule ('Batería por debajo de' …). */
  ruleThreshold(rule: string): Locator {
    return this.rules.getByRole('group', { name: rule }).getByLabel(/^Umbral/);
  }

  /** Creates a device token through the form; returns the token shown once. */
  async createDeviceToken(name: string): Promise<string> {
    await this.devices.getByLabel('Nombre del dispositivo').fill(name);
    await this.devices.getByRole('button', { name: 'Crear token' }).click();
    const shown = this.devices.getByTestId('new-device-token');
    return (await shown.locator('code').textContent({ timeout: 15_000 })) ?? '';
  }

  device(name: string): Locator {
    return this.devices.getByTestId('device-token-row').filter({ hasText: name });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  period(label: '24 h' | '7 días' | '30 días'): Locator {
    return this.chart.getByRole('button', { name: label });
  }

  jobRow(title: string): Locator {
    return this.jobRows.filter({ hasText: title });
  }
}
