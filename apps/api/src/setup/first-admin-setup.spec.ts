import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { FirstAdminSetup } from './first-admin-setup.service.js';

const SETUP_LINK = `query L($token: String!) { setupLink(token: $token) { state } }`;
const SET_UP = `mutation S($input: SetUpFirstAdminInput!) { setUpFirstAdmin(input: $input) { email } }`;
const SET_PASSWORD = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email } }`;
const PUBLIC_URL = 'https://boats.example';

type FieldError = { field: string; code: string };
const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined)?.map((error) => `${error.field}:${error.code}`);

/** What a start wrote to the log (every level), to read the setup link from as its reader would. */
function capturingLogger(lines: string[]): LoggerService {
  const keep = (message: unknown) => void lines.push(String(message));
  return { log: keep, warn: keep, error: keep, debug: keep, verbose: keep, fatal: keep };
}

/** A start of the app on `databaseUrl` (a new database when undefined), without the demo accounts; returns it and its log. */
async function start(databaseUrl?: string): Promise<{ api: TestApp; log: string[] }> {
  const log: string[] = [];
  const api = await createTestApp({ seedDemo: false, publicUrl: PUBLIC_URL }, { databaseUrl, beforeStart: (app) => app.useLogger(capturingLogger(log)) });
  return { api, log };
}

const setupLinksIn = (log: string[]) => log.flatMap((line) => [...line.matchAll(/https:\/\/boats\.example\/setup\/([\w-]+)/g)].map((match) => match[1]));

describe('the first admin: a one-time setup link printed at start', () => {
  describe('on an empty database', () => {
    let first: TestApp;
    let token: string;
    // The password's spaces at either end are part of it (taken as typed).
    const admin = { name: 'Marta Ferrer', email: 'marta@boats.example', language: 'es', password: ' a long first password ' };

    beforeAll(async () => {
      const started = await start();
      first = started.api;
      const links = setupLinksIn(started.log);
      expect(links).toHaveLength(1);
      token = links[0];
    }, 60_000);
    afterAll(() => first.close());

    it('prints the link once, stores only its hash, and it works', async () => {
      const dataSource = await first.ownerDataSource();
      const rows: { user_id: string | null; token_hash: string; hours: number }[] = await dataSource.query(
        `SELECT user_id, token_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM one_time_links WHERE purpose = 'first-admin'`,
      );
      expect(rows).toEqual([{ user_id: null, token_hash: expect.not.stringContaining(token) as unknown as string, hours: 24 }]);
      expect((await first.graphql(SETUP_LINK, { token })).data).toEqual({ setupLink: { state: 'VALID' } });
      expect((await first.graphql(SETUP_LINK, { token: `${token}x` })).data).toEqual({ setupLink: { state: 'INVALID' } });
    });

    it('is not printed again by another start while it works (a second replica, a restart)', async () => {
      const { api, log } = await start(first.databaseUrl);
      try {
        expect(setupLinksIn(log)).toEqual([]);
        expect(log.join('\n')).toMatch(/setup link was printed in the log at .* and works until/);
      } finally {
        await api.close();
      }
    }, 60_000);

    it('refuses a bad password or e-mail, and keeps the link for a second try', async () => {
      const short = await first.graphql(SET_UP, { input: { ...admin, token, password: 'short' } });
      expect(fieldErrors(short)).toEqual(['password:minLength']);
      const badEmail = await first.graphql(SET_UP, { input: { ...admin, token, email: 'not an address' } });
      expect(fieldErrors(badEmail)).toEqual(['email:isEmail']);
      expect((await first.graphql(SETUP_LINK, { token })).data).toEqual({ setupLink: { state: 'VALID' } });
    });

    it('makes the first admin, who signs in; the link is then dead and a restart prints none', async () => {
      const made = await first.graphql(SET_UP, { input: { ...admin, token, email: ' Marta@Boats.example ' } });
      expect(made.errors).toBeUndefined();
      expect(made.data).toEqual({ setUpFirstAdmin: { email: 'marta@boats.example' } });
      const { token: access } = await first.login('marta@boats.example', admin.password);
      expect((await first.graphql('{ me { name role language } }', {}, { token: access })).data).toEqual({
        me: { name: 'Marta Ferrer', role: 'ADMIN', language: 'es' },
      });

      expect((await first.graphql(SETUP_LINK, { token })).data).toEqual({ setupLink: { state: 'ADMIN_EXISTS' } });
      const again = await first.graphql(SET_UP, { input: { ...admin, token, email: 'intruder@boats.example' } });
      expect(fieldErrors(again)).toEqual(['token:setupDone']);
      const dataSource = await first.ownerDataSource();
      expect(await dataSource.query(`SELECT email FROM users WHERE role = 'admin'`)).toEqual([{ email: 'marta@boats.example' }]);

      const { api, log } = await start(first.databaseUrl);
      try {
        expect(setupLinksIn(log)).toEqual([]);
        expect(log.join('\n')).not.toMatch(/No admin yet/);
      } finally {
        await api.close();
      }
    }, 60_000);
  });

  describe('an expired link, and an admin made from the command line', () => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      const started = await start();
      api = started.api;
      token = setupLinksIn(started.log)[0];
    }, 60_000);
    afterAll(() => api.close());

    it('an expired link is refused, and the next start prints a new one', async () => {
      const dataSource = await api.ownerDataSource();
      await dataSource.query(`UPDATE one_time_links SET expires_at = now() - interval '1 second' WHERE purpose = 'first-admin'`);
      expect((await api.graphql(SETUP_LINK, { token })).data).toEqual({ setupLink: { state: 'EXPIRED' } });
      const refused = await api.graphql(SET_UP, {
        input: { name: 'Late', email: 'late@boats.example', language: 'en', password: 'a long first password', token },
      });
      expect(fieldErrors(refused)).toEqual(['token:linkExpired']);

      const restarted = await start(api.databaseUrl);
      try {
        const [fresh] = setupLinksIn(restarted.log);
        expect(fresh).toBeDefined();
        expect(fresh).not.toBe(token);
        token = fresh;
        expect((await api.graphql(SETUP_LINK, { token })).data).toEqual({ setupLink: { state: 'VALID' } });
      } finally {
        await restarted.api.close();
      }
    }, 60_000);

    it('admin:create makes an admin with a set-password link, and the setup link dies', async () => {
      const setup = api.app.get(FirstAdminSetup);
      const { user, link, created } = await setup.createAdmin('owner@boats.example', 'Owner', 'en');
      expect({ role: user.role, created, hasPassword: user.passwordHash !== null }).toEqual({ role: 'admin', created: true, hasPassword: false });
      expect(link).toMatch(/^https:\/\/boats\.example\/set-password\?token=[\w-]+$/);

      expect((await api.graphql(SETUP_LINK, { token })).data).toEqual({ setupLink: { state: 'ADMIN_EXISTS' } });
      const refused = await api.graphql(SET_UP, {
        input: { name: 'Second', email: 'second@boats.example', language: 'en', password: 'a long first password', token },
      });
      expect(fieldErrors(refused)).toEqual(['token:setupDone']);

      const passwordToken = new URL(link).searchParams.get('token');
      expect((await api.graphql(SET_PASSWORD, { input: { token: passwordToken, password: 'the owner password' } })).data).toEqual({
        setPassword: { email: 'owner@boats.example' },
      });
      await expect(api.login('owner@boats.example', 'the owner password')).resolves.toMatchObject({ token: expect.any(String) });

      // The e-mail went out as an admin's invitation, in their language.
      const dataSource = await api.ownerDataSource();
      expect(await dataSource.query(`SELECT kind, subject FROM outbox_messages WHERE recipient = 'owner@boats.example'`)).toEqual([
        { kind: 'adminInvitation', subject: 'Your admin account at Mallorca Marine Tech' },
      ]);
    });

    it('admin:create for an admin who exists sends a new link; the address of another account is refused', async () => {
      const setup = api.app.get(FirstAdminSetup);
      const again = await setup.createAdmin('owner@boats.example', 'ignored', 'es');
      expect({ created: again.created, name: again.user.name }).toEqual({ created: false, name: 'Owner' });
      const dataSource = await api.ownerDataSource();
      await dataSource.query(`INSERT INTO users (email, name, role) VALUES ('client@boats.example', 'A client', 'customer')`);
      await expect(setup.createAdmin('client@boats.example', 'A client', 'es')).rejects.toThrow(/customer's account/);
    });
  });
});
