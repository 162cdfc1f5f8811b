import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

describe('configuration from the environment', () => {
  it('DOMAIN makes the site https://DOMAIN with a Secure sign-in cookie; PUBLIC_URL and COOKIE_SECURE still override', () => {
    expect(loadConfig({ DOMAIN: 'Marina.Example.com' })).toMatchObject({ publicUrl: 'https://marina.example.com', cookieSecure: true });
    expect(loadConfig({ DOMAIN: 'marina.example.com', PUBLIC_URL: 'https://www.marina.example.com/' })).toMatchObject({
      publicUrl: 'https://www.marina.example.com',
    });
    expect(loadConfig({ DOMAIN: 'marina.example.com', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ PORT: '3235' })).toMatchObject({ publicUrl: 'http://localhost:3235', cookieSecure: false });
  });

  it('refuses a DOMAIN that is not a host name', () => {
    for (const domain of ['https://marina.example.com', 'marina.example.com:8443', 'marina.example.com/shop', 'marina example.com']) {
      expect(() => loadConfig({ DOMAIN: domain })).toThrow(/DOMAIN must be a host name such as shop\.example\.com/);
    }
  });

  it('keeps /metrics off without METRICS_TOKEN and refuses a short token', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-sixteen+' }).metricsToken).toBe('a-token-of-sixteen+');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters long/);
  });

  it("names VERI*FACTU's producer in full or not at all (the company itself)", () => {
    const producer = {
      VERIFACTU_PRODUCER_NAME: 'Programari Balear S.L.',
      VERIFACTU_PRODUCER_NIF: 'B07111115',
      VERIFACTU_PRODUCER_ADDRESS: 'Carrer de Sant Miquel 10, 07002 Palma (Illes Balears), España',
      VERIFACTU_PRODUCER_PLACE: 'Palma, España',
    };
    expect(loadConfig({}).verifactu.system).toMatchObject({ producerName: null, producerTaxId: null, producerAddress: null, producerPlace: null });
    expect(loadConfig(producer).verifactu.system).toMatchObject({
      producerName: 'Programari Balear S.L.',
      producerTaxId: 'B07111115',
      producerAddress: 'Carrer de Sant Miquel 10, 07002 Palma (Illes Balears), España',
      producerPlace: 'Palma, España',
    });
    // The records send it as a NIF: typed with separators it is normalised, with a wrong control character refused.
    expect(loadConfig({ ...producer, VERIFACTU_PRODUCER_NIF: 'b-07111115' }).verifactu.system.producerTaxId).toBe('B07111115');
    expect(() => loadConfig({ ...producer, VERIFACTU_PRODUCER_NIF: 'B07111111' })).toThrow(/VERIFACTU_PRODUCER_NIF must be a valid Spanish NIF/);
    for (const missing of Object.keys(producer)) {
      expect(() => loadConfig({ ...producer, [missing]: '' })).toThrow(
        /VERIFACTU_PRODUCER_NAME, VERIFACTU_PRODUCER_NIF, VERIFACTU_PRODUCER_ADDRESS and VERIFACTU_PRODUCER_PLACE go together/,
      );
    }
  });
});
