import type { Locator, Page } from '@playwright/test';

/** Answers for the browser's external calls (IP lookup, reverse geocoding), so tests never reach the internet. */
export const IP_LOOKUP = 'https://api.ipify.org/**';
export const GEOCODING = 'https://nominatim.openstreetmap.org/**';

/** The home page (/) and its sections. */
export class HomePage {
  readonly heroTitle: Locator;
  readonly heroSubtitle: Locator;
  readonly serviceCards: Locator;
  readonly testimonials: Locator;
  readonly place: Locator;
  readonly coordinates: Locator;
  readonly ip: Locator;
  readonly speed: Locator;
  readonly canvas: Locator;

  constructor(readonly page: Page) {
    this.heroTitle = page.getByTestId('hero-title');
    this.heroSubtitle = page.getByTestId('hero-subtitle');
    this.serviceCards = page.getByTestId('service-card');
    this.testimonials = page.getByTestId('testimonial');
    this.place = page.getByTestId('location-place');
    this.coordinates = page.getByTestId('location-coordinates');
    this.ip = page.getByTestId('network-ip');
    this.speed = page.getByTestId('network-speed');
    this.canvas = page.getByTestId('particle-background');
  }

  /** Routes the IP lookup and the geocoder: by default the IP answers and geocoding fails. */
  async stubExternal({ ip = '203.0.113.7', geocoding }: { ip?: string | null; geocoding?: object | null } = {}): Promise<void> {
    await this.page.route(IP_LOOKUP, (route) =>
      ip === null ? route.abort('failed') : route.fulfill({ json: { ip }, headers: { 'access-control-allow-origin': '*' } }),
    );
    await this.page.route(GEOCODING, (route) =>
      geocoding ? route.fulfill({ json: geocoding, headers: { 'access-control-allow-origin': '*' } }) : route.fulfill({ status: 503, body: 'unavailable' }),
    );
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.heroTitle.waitFor();
  }

  visible(locator: Locator): Promise<number> {
    return locator.evaluateAll((elements) => elements.filter((e) => (e as HTMLElement).offsetParent !== null).length);
  }
}
