import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../testing/test-smtp-server.js';

const MEMBER = 'id name email role active hasPassword lastSignInAt';
const INVITE = `mutation I($input: InviteStaffInput!) { inviteStaff(input: $input) { member { ${MEMBER} } } }`;
const DEACTIVATE = `mutation D($input: ClientIdInput!) { deactivateStaff(input: $input) { member { active } } }`;
const REACTIVATE = `mutation R($input: ClientIdInput!) { reactivateStaff(input: $input) { member { active } } }`;
const STAFF = `query S($active: Boolean) { staff(active: $active, first: 50) { totalCount edges { node { ${MEMBER} } } } }`;
const SET_PASSWORD = `mutation Set($input: SetPasswordInput!) { setPassword(input: $input) { email } }`;
const PASSWORD_LINK = `query L($token: String!) { passwordLink(token: $token) { state } }`;
const RENEW_FEED = 'mutation { renewMaintenanceCalendarFeed { url } }';

type Member = { id: string; name: string; email: string; role: string; active: boolean; hasPassword: boolean; lastSignInAt: string | null };
type FieldError = { field: string; code: string };
const fieldErrors = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0].extensions?.fieldErrors as FieldError[] | undefined)?.map((error) => `${error.field}:${error.code}`);
const tokenOf = (mail: ReceivedMail) => /\/set-password\?token=([\w-]+)/.exec(mail.text)![1];

describe('staff: admins invite admins and technicians, and deactivate them', () => {
  let smtp: TestSmtpServer;
  let api: TestApp;
  /** The demo admin's session. */
  let marta: { token: string; cookie: string };
  const ids: Record<string, string> = {};

  const as = <T>(query: string, variables: Record<string, unknown>, token = marta.token) => api.graphql<T>(query, variables, { token });
  const mailTo = async (email: string) => {
    await api.sendOutbox();
    return smtp.waitFor((mail) => mail.to.includes(email));
  };
  const staff = async () => (await as<{ staff: { edges: { node: Member }[] } }>(STAFF, {})).data!.staff.edges.map((edge) => edge.node);
  const feedStatus = async (url: string) => (await fetch(url.replace(api.config.publicUrl, api.url))).status;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://mmt.example' });
    marta = await api.login('admin@demo.com', 'Admin123!');
    ids.marta = (await as<{ me: { id: string } }>('{ me { id } }', {})).data!.me.id;
  }, 60_000);
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  it('an admin invites a second admin by e-mail, who sets a password with the link and signs in as an admin', async () => {
    const invited = await as<{ inviteStaff: { member: Member } }>(INVITE, {
      input: { name: 'Laura Vidal', email: 'Laura@Example.com', language: 'en', role: 'ADMIN' },
    });
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteStaff.member).toMatchObject({ email: 'laura@example.com', role: 'ADMIN', active: true, hasPassword: false, lastSignInAt: null });
    ids.laura = invited.data!.inviteStaff.member.id;
    const mail = await mailTo('laura@example.com');
    expect(mail.subject).toBe('Your admin account at Mallorca Marine Tech');
    expect(mail.text).toMatch(/https:\/\/mmt\.example\/set-password\?token=[\w-]+/);
    expect((await api.graphql(SET_PASSWORD, { input: { token: tokenOf(mail), password: 'laura-secret-123' } })).errors).toBeUndefined();
    const laura = await api.login('laura@example.com', 'laura-secret-123');
    expect((await api.graphql('{ me { role } clients(first: 1) { totalCount } }', {}, { token: laura.token })).errors).toBeUndefined();

    const again = await as(INVITE, { input: { name: 'Laura again', email: 'laura@example.com', language: 'es', role: 'TECHNICIAN' } });
    expect(fieldErrors(again)).toEqual(['email:emailTaken']);
  });

  it('lists the staff with roles and last sign-in, and no customers', async () => {
    const tech = await as<{ inviteStaff: { member: Member } }>(INVITE, {
      input: { name: 'Pere Tech', email: 'pere@example.com', language: 'es', role: 'TECHNICIAN' },
    });
    ids.pere = tech.data!.inviteStaff.member.id;
    const list = await staff();
    expect(list.map(({ name, role, hasPassword }) => ({ name, role, hasPassword }))).toEqual([
      { name: 'Joan Riera', role: 'TECHNICIAN', hasPassword: true },
      { name: 'Laura Vidal', role: 'ADMIN', hasPassword: true },
      { name: 'Marta Ferrer', role: 'ADMIN', hasPassword: true },
      { name: 'Pere Tech', role: 'TECHNICIAN', hasPassword: false },
    ]);
    const signedIn = Object.fromEntries(list.map((member) => [member.name, member.lastSignInAt]));
    expect(Date.now() - Date.parse(signedIn['Laura Vidal']!)).toBeLessThan(60_000);
    expect(Date.parse(signedIn['Marta Ferrer']!)).toBeLessThanOrEqual(Date.parse(signedIn['Laura Vidal']!));
    expect([signedIn['Joan Riera'], signedIn['Pere Tech']]).toEqual([null, null]);
  });

  it("a customer sees no one's last sign-in but their own", async () => {
    const customer = await api.login('cliente@demo.com', 'Cliente123!');
    const own = await api.graphql<{ me: { lastSignInAt: string } }>('{ me { lastSignInAt } }', {}, { token: customer.token });
    expect(Date.now() - Date.parse(own.data!.me.lastSignInAt)).toBeLessThan(60_000);
    const node = await api.graphql<{ node: unknown }>(
      'query N($id: ID!) { node(id: $id) { ... on User { lastSignInAt } } }',
      { id: ids.laura },
      { token: customer.token },
    );
    expect(node.data).toEqual({ node: null });
  });

  it('deactivating an admin ends their sessions and links at once; the last admin who can sign in stays', async () => {
    const laura = await api.login('laura@example.com', 'laura-secret-123');
    expect((await as(DEACTIVATE, { input: { id: ids.laura } })).data).toEqual({ deactivateStaff: { member: { active: false } } });
    expect((await api.graphql('{ me { email } }', {}, { token: laura.token })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await api.graphql('mutation { refreshSession { accessToken } }', {}, { cookie: laura.cookie })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const refused = await api.graphql('mutation { login(input: { email: "laura@example.com", password: "laura-secret-123" }) { accessToken } }');
    expect(refused.errors?.[0].extensions?.reason).toBe('ACCOUNT_DISABLED');

    // Marta is now the only active admin with a password (Pere is a technician; an invited admin without one would not count).
    await as(INVITE, { input: { name: 'Nadia Invited', email: 'nadia@example.com', language: 'es', role: 'ADMIN' } });
    expect(fieldErrors(await as(DEACTIVATE, { input: { id: ids.marta } }))).toEqual(['id:lastAdmin']);
    expect((await api.graphql('{ me { email } }', {}, { token: marta.token })).data).toEqual({ me: { email: 'admin@demo.com' } });

    expect((await as(REACTIVATE, { input: { id: ids.laura } })).data).toEqual({ reactivateStaff: { member: { active: true } } });
    await expect(api.login('laura@example.com', 'laura-secret-123')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('of two admins deactivating each other at the same moment, one wins', async () => {
    const laura = await api.login('laura@example.com', 'laura-secret-123');
    const [byMarta, byLaura] = await Promise.all([as(DEACTIVATE, { input: { id: ids.laura } }), as(DEACTIVATE, { input: { id: ids.marta } }, laura.token)]);
    const outcomes = [byMarta, byLaura].map((response) =>
      response.errors ? (fieldErrors(response)?.[0] ?? response.errors[0].extensions?.code) : 'deactivated',
    );
    expect(outcomes.filter((outcome) => outcome === 'deactivated')).toHaveLength(1);
    const active = (await api.ownerDataSource()).query(`SELECT email FROM users WHERE role = 'admin' AND deactivated_at IS NULL AND password_hash IS NOT NULL`);
    expect(await active).toHaveLength(1);
    // Back to both, for the next test: whoever is left reactivates the other.
    const [survivor] = (await active) as { email: string }[];
    const token = survivor.email === 'admin@demo.com' ? marta.token : (await api.login('laura@example.com', 'laura-secret-123')).token;
    if (survivor.email === 'admin@demo.com') await as(REACTIVATE, { input: { id: ids.laura } }, token);
    else {
      await as(REACTIVATE, { input: { id: ids.marta } }, token);
      marta = await api.login('admin@demo.com', 'Admin123!');
    }
    expect((await staff()).filter((member) => member.role === 'ADMIN' && member.active).map((member) => member.name)).toEqual([
      'Laura Vidal',
      'Marta Ferrer',
      'Nadia Invited',
    ]);
  });

  it("a deactivated technician's calendar link dies for good: reactivated, they get a new one, never the old", async () => {
    const joan = await api.login('tecnico@demo.com', 'Tecnico123!');
    ids.joan = (await api.graphql<{ me: { id: string } }>('{ me { id } }', {}, { token: joan.token })).data!.me.id;
    const old = (await api.graphql<{ renewMaintenanceCalendarFeed: { url: string } }>(RENEW_FEED, {}, { token: joan.token })).data!.renewMaintenanceCalendarFeed
      .url;
    expect(await feedStatus(old)).toBe(200);
    const pere = await mailTo('pere@example.com');

    expect((await as(DEACTIVATE, { input: { id: ids.joan } })).data).toEqual({ deactivateStaff: { member: { active: false } } });
    expect(await feedStatus(old)).toBe(404);
    expect((await as(DEACTIVATE, { input: { id: ids.pere } })).errors).toBeUndefined();
    expect((await api.graphql(PASSWORD_LINK, { token: tokenOf(pere) })).data).toEqual({ passwordLink: { state: 'INVALID' } });

    await as(REACTIVATE, { input: { id: ids.joan } });
    await as(REACTIVATE, { input: { id: ids.pere } });
    expect(await feedStatus(old)).toBe(404);
    // Pere's invitation stays dead: reactivated, he needs a new one.
    expect(fieldErrors(await api.graphql(SET_PASSWORD, { input: { token: tokenOf(pere), password: 'pere-secret-123' } }))).toEqual(['token:linkSuperseded']);
    const again = await api.login('tecnico@demo.com', 'Tecnico123!');
    expect((await api.graphql('{ maintenanceCalendarFeed { createdAt } }', {}, { token: again.token })).data).toEqual({ maintenanceCalendarFeed: null });
    const fresh = (await api.graphql<{ renewMaintenanceCalendarFeed: { url: string } }>(RENEW_FEED, {}, { token: again.token })).data!
      .renewMaintenanceCalendarFeed.url;
    expect(fresh).not.toBe(old);
    expect(await feedStatus(fresh)).toBe(200);
    expect(await feedStatus(old)).toBe(404);
  });

  it('a customer cannot be deactivated as staff, nor can staff be listed by anyone but an admin', async () => {
    const customer = await api.login('cliente@demo.com', 'Cliente123!');
    const customerId = (await api.graphql<{ me: { id: string } }>('{ me { id } }', {}, { token: customer.token })).data!.me.id;
    expect((await as(DEACTIVATE, { input: { id: customerId } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const technician = await api.login('tecnico@demo.com', 'Tecnico123!');
    expect((await api.graphql(STAFF, {}, { token: technician.token })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
