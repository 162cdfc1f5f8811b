import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { todayInPalma } from '../common/calendar.js';

const REQUEST_JOB = `mutation RequestJob($input: RequestJobInput!) {
  requestJob(input: $input) { job { id title description status preferredDate contactPhone boat { id name } statusHistory { status } } }
}`;
const BOAT_JOBS = `query BoatJobs($id: ID!) { boat(id: $id) { jobs { totalCount edges { node { id title status } } } } }`;
const JOBS = `query Jobs($boatId: ID) { jobs(boatId: $boatId) { totalCount edges { node { id title boat { name } } } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on Job { title } } }`;

type FieldError = { field: string; code: string };

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('jobs', () => {
  let api: TestApp;
  let demoToken: string;
  let demoBoat: string;
  let other: CustomerFixture;
  let otherToken: string;

  const fieldErrorsOf = async (input: Record<string, unknown>, token = demoToken): Promise<string[]> => {
    const response = await api.graphql(REQUEST_JOB, { input }, { token });
    expect(response.data).toBeNull();
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    return (response.errors?.[0].extensions?.fieldErrors as FieldError[]).map((error) => `${error.field}:${error.code}`);
  };

  beforeAll(async () => {
    api = await createTestApp();
    other = await createCustomerFixture(api.app.get(DataSource), 'otro@cliente.com');
    demoToken = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    otherToken = (await api.login(other.email, other.password)).token;
    const boats = await api.graphql<{ boats: { edges: { node: { id: string; name: string } }[] } }>(
      '{ boats { edges { node { id name } } } }',
      {},
      { token: demoToken },
    );
    demoBoat = boats.data!.boats.edges.find((edge) => edge.node.name === 'Blue Horizon')!.node.id;
  });
  afterAll(() => api.close());

  it('requests a job on one of my boats: Pendiente, with its first status, listed under the boat', async () => {
    const tomorrow = addDays(todayInPalma(), 1);
    const response = await api.graphql<{ requestJob: { job: { id: string; status: string; boat: { id: string }; statusHistory: { status: string }[] } } }>(
      REQUEST_JOB,
      {
        input: {
          boatId: demoBoat,
          title: '  Revisión del piloto automático ',
          description: 'Se desvía 10°.',
          preferredDate: tomorrow,
          contactPhone: '612 345 678',
        },
      },
      { token: demoToken },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.requestJob.job).toMatchObject({
      title: 'Revisión del piloto automático',
      description: 'Se desvía 10°.',
      status: 'PENDING',
      preferredDate: tomorrow,
      contactPhone: '612 345 678',
      boat: { id: demoBoat, name: 'Blue Horizon' },
      statusHistory: [{ status: 'PENDING' }],
    });
    const jobs = await api.graphql<{ boat: { jobs: { edges: { node: { id: string; status: string } }[] } } }>(
      BOAT_JOBS,
      { id: demoBoat },
      { token: demoToken },
    );
    // Newest first.
    expect(jobs.data?.boat.jobs.edges[0].node).toEqual({ id: response.data!.requestJob.job.id, title: 'Revisión del piloto automático', status: 'PENDING' });
  });

  it('accepts only a title: the other fields are optional, blank ones count as not given', async () => {
    const response = await api.graphql<{ requestJob: { job: { preferredDate: null; contactPhone: null; description: string } } }>(
      REQUEST_JOB,
      { input: { boatId: demoBoat, title: 'Cambio de ánodos', preferredDate: '', contactPhone: '  ' } },
      { token: demoToken },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.requestJob.job).toMatchObject({ preferredDate: null, contactPhone: null, description: '' });
  });

  it("keeps the description's lines but refuses a line break in the title, where an e-mail would show it as a header", async () => {
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Radar\r\nBcc: everyone@example.com', description: 'ok' })).toEqual(['title:singleLine']);
    const response = await api.graphql<{ requestJob: { job: { description: string } } }>(
      REQUEST_JOB,
      { input: { boatId: demoBoat, title: 'Radar', description: 'Pantalla en negro.\r\nDesde ayer.' } },
      { token: demoToken },
    );
    expect(response.data?.requestJob.job.description).toBe('Pantalla en negro.\nDesde ayer.');
  });

  it('accepts today, and international phone numbers', async () => {
    const response = await api.graphql(
      REQUEST_JOB,
      { input: { boatId: demoBoat, title: 'Revisión urgente', preferredDate: todayInPalma(), contactPhone: '+44 20 7123 4567' } },
      { token: demoToken },
    );
    expect(response.errors).toBeUndefined();
  });

  it("refuses a job on another customer's boat without saying whether it exists", async () => {
    const foreign = await fieldErrorsOf({ boatId: other.boatIds[0], title: 'Intruso' });
    const missing = await fieldErrorsOf({ boatId: Buffer.from('Boat:999999').toString('base64url'), title: 'Intruso' });
    const notABoat = await fieldErrorsOf({ boatId: other.jobIds[0], title: 'Intruso' });
    expect(foreign).toEqual(['boatId:unknownBoat']);
    expect(missing).toEqual(foreign);
    expect(notABoat).toEqual(foreign);
    const count: { count: string }[] = await api.app.get(DataSource).query("SELECT count(*) FROM jobs WHERE title = 'Intruso'");
    expect(count[0].count).toBe('0');
  });

  it('requires a boat', async () => {
    expect(await fieldErrorsOf({ boatId: '', title: 'Sin barco' })).toEqual(['boatId:isNotEmpty']);
    expect(await fieldErrorsOf({ boatId: 'x'.repeat(101), title: 'Sin barco' })).toEqual(['boatId:maxLength']);
  });

  it('requires a title of 3 to 120 characters', async () => {
    expect(await fieldErrorsOf({ boatId: demoBoat, title: '   ' })).toEqual(expect.arrayContaining(['title:isNotEmpty']));
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'ab' })).toEqual(['title:minLength']);
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'a'.repeat(121) })).toEqual(['title:maxLength']);
  });

  it('bounds the description at 2000 characters', async () => {
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Descripción larga', description: 'a'.repeat(2001) })).toEqual(['description:maxLength']);
  });

  it('refuses a NUL byte or another control character in the title or description as BAD_USER_INPUT, storing nothing', async () => {
    const count = async () => (await api.app.get(DataSource).query('SELECT count(*)::int AS n FROM jobs'))[0].n as number;
    const before = await count();
    expect((await fieldErrorsOf({ boatId: demoBoat, title: 'Bomba\u0000 de achique', description: 'Pierde\u0000' })).sort()).toEqual([
      'description:controlCharacters',
      'title:controlCharacters',
    ]);
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Escape \u001b[31m' })).toEqual(['title:controlCharacters']);
    expect(await count()).toBe(before);
  });

  it('keeps line breaks and tabs of the description, and stores texts in NFC', async () => {
    const response = await api.graphql<{ requestJob: { job: { title: string; description: string } } }>(
      REQUEST_JOB,
      { input: { boatId: demoBoat, title: 'Revisio\u0301n', description: 'Línea 1\r\n\tLínea 2' } },
      { token: demoToken },
    );
    expect(response.data?.requestJob.job).toMatchObject({ title: 'Revisión', description: 'Línea 1\n\tLínea 2' });
  });

  it('refuses a preferred date in the past or that is not a date', async () => {
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Fecha pasada', preferredDate: addDays(todayInPalma(), -1) })).toEqual(['preferredDate:notInPast']);
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Fecha mala', preferredDate: '2030-02-30' })).toEqual(['preferredDate:isDateString']);
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Fecha mala', preferredDate: '31/12/2030' })).toEqual(['preferredDate:isDateString']);
  });

  it('refuses a phone that is not a valid Spanish or international number', async () => {
    for (const contactPhone of ['12345', '112345678', '+99 123', '+33 1', 'teléfono']) {
      expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Teléfono malo', contactPhone })).toEqual(['contactPhone:isPhoneNumber']);
    }
    expect(await fieldErrorsOf({ boatId: demoBoat, title: 'Teléfono largo', contactPhone: '6'.repeat(21) })).toEqual(
      expect.arrayContaining(['contactPhone:maxLength']),
    );
  });

  it('reports every invalid field at once, and refuses unknown fields', async () => {
    const errors = await fieldErrorsOf({ boatId: demoBoat, title: '', preferredDate: '2000-01-01', contactPhone: '1' });
    expect(errors).toEqual(expect.arrayContaining(['title:isNotEmpty', 'preferredDate:notInPast', 'contactPhone:isPhoneNumber']));
    const unknown = await api.graphql(REQUEST_JOB, { input: { boatId: demoBoat, title: 'Campo extra', status: 'COMPLETED' } }, { token: demoToken });
    expect(unknown.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
  });

  it('refuses anonymous callers', async () => {
    const response = await api.graphql(REQUEST_JOB, { input: { boatId: demoBoat, title: 'Anónimo' } });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("lists only my jobs, also when filtering by another customer's boat", async () => {
    const mine = await api.graphql<{ jobs: { totalCount: number; edges: { node: { id: string } }[] } }>(JOBS, {}, { token: otherToken });
    expect(mine.data?.jobs.edges.map((edge) => edge.node.id)).toEqual(other.jobIds);
    const foreign = await api.graphql<{ jobs: { totalCount: number } }>(JOBS, { boatId: other.boatIds[0] }, { token: demoToken });
    expect(foreign.data?.jobs.totalCount).toBe(0);
    const demo = await api.graphql<{ jobs: { totalCount: number; edges: { node: { boat: { name: string } } }[] } }>(JOBS, {}, { token: demoToken });
    expect(demo.data!.jobs.totalCount).toBeGreaterThanOrEqual(6);
    expect(demo.data!.jobs.edges.every((edge) => ['Sea Breeze', 'Blue Horizon', 'Mallorca Spirit'].includes(edge.node.boat.name))).toBe(true);
  });

  it("resolves node(id) for my job and null for another customer's", async () => {
    const own = await api.graphql<{ node: { title: string } | null }>(NODE, { id: other.jobIds[0] }, { token: otherToken });
    expect(own.data?.node?.title).toMatch(/^Trabajo /);
    const foreign = await api.graphql<{ node: unknown }>(NODE, { id: other.jobIds[0] }, { token: demoToken });
    expect(foreign.data?.node).toBeNull();
  });
});
