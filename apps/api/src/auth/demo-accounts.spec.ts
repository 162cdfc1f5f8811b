import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/app-config.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const AVAILABLE = '{ demoAccountsAvailable }';

/** Keeps every warning the app logs. */
function warningsLogger(warnings: string[]): LoggerService {
  return { log: () => undefined, error: () => undefined, warn: (message: unknown) => warnings.push(String(message)) };
}

describe('demo accounts by default', () => {
  it('are seeded outside production, not in production unless SEED_DEMO=true', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('npm start (the local demo) asks for them; the Docker image and docker-compose.yml do not', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/NODE_ENV=production SEED_DEMO=\$\{SEED_DEMO:-true\} node /);
    const runtimeStage = readFileSync('Dockerfile', 'utf8')
      .split(/^FROM /m)
      .at(-1)!;
    expect(runtimeStage).toMatch(/^ENV .*\bSEED_DEMO=false\b/m);
    expect(readFileSync('docker-compose.yml', 'utf8')).toMatch(/^\s+SEED_DEMO: \$\{SEED_DEMO:-false\}$/m);
  });
});

describe('a production start with the demo accounts', () => {
  let api: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    api = await createTestApp({ production: true, seedDemo: true }, { beforeStart: (app) => app.useLogger(warningsLogger(warnings)) });
  });
  afterAll(() => api.close());

  it('logs a loud warning that the demo admin is present', () => {
    expect(warnings.filter((warning) => warning.includes('DEMO ADMIN PRESENT IN PRODUCTION'))).toHaveLength(1);
    expect(warnings.join('\n')).toMatch(/admin@demo\.com exists.*SEED_DEMO=false/);
  });

  it('tells the login page that the demo accounts exist', async () => {
    expect((await api.graphql(AVAILABLE)).data).toEqual({ demoAccountsAvailable: true });
  });
});

describe('a production start without them', () => {
  let api: TestApp;
  const warnings: string[] = [];

  beforeAll(async () => {
    api = await createTestApp({ production: true, seedDemo: false }, { beforeStart: (app) => app.useLogger(warningsLogger(warnings)) });
  });
  afterAll(() => api.close());

  it('logs no such warning, and the login page hears there are no demo accounts', async () => {
    expect(warnings.join('\n')).not.toMatch(/DEMO ADMIN/);
    expect((await api.graphql(AVAILABLE)).data).toEqual({ demoAccountsAvailable: false });
  });
});
