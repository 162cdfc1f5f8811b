import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { companySeed } from '@mmt/company';
import { DataSource } from 'typeorm';
import { COMPANY_DETAILS, companyDetailsInput, type CompanyDetailsData } from '../testing/company-details.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedCompanyDetails } from './company-seed.js';
import { CompanyService } from './company.service.js';

const UPDATE = `mutation Update($input: UpdateCompanyDetailsInput!) {
  updateCompanyDetails(input: $input) { companyDetails { version whatsappNumber taxId phone openingHours social { whatsapp } } }
}`;

type Details = CompanyDetailsData;
interface FieldErrorItem {
  field: string;
  code: string;
}

describe('company details', () => {
  let api: TestApp;
  let admin: string;

  const details = async () => (await api.graphql<{ companyDetails: Details }>(COMPANY_DETAILS)).data!.companyDetails;
  const update = (input: Record<string, unknown>, token = admin) =>
    api.graphql<{ updateCompanyDetails: { companyDetails: Details } }>(UPDATE, { input }, { token });
  const fieldErrors = async (changes: Record<string, unknown>) => {
    const response = await update(companyDetailsInput(await details(), changes));
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    return (response.errors![0].extensions!.fieldErrors as FieldErrorItem[]).map(({ field, code }) => `${field} ${code}`);
  };

  beforeAll(async () => {
    api = await createTestApp();
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(() => api.close());

  it('are seeded once from libs/company and public, the WhatsApp link following the number', async () => {
    const { version, ...seeded } = await details();
    expect(version).toBe(1);
    expect(seeded).toEqual(companySeed);
    expect(seeded.social.whatsapp).toBe(`https://wa.me/${companySeed.whatsappNumber}`);
  });

  it('are saved whole by an admin; the WhatsApp number may be typed with + and spaces; the version goes up', async () => {
    const current = await details();
    const saved = await update(
      companyDetailsInput(current, {
        whatsappNumber: '+34 611 22 33 44',
        taxId: 'b-0799 9998',
        phone: '+34 971 111 222',
        openingHours: [' Mo-Th  08:00-17:00 ', 'Fr 08:00-14:00'],
      }),
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateCompanyDetails.companyDetails).toEqual({
      version: current.version + 1,
      whatsappNumber: '34611223344',
      taxId: 'B07999998',
      phone: '+34 971 111 222',
      openingHours: ['Mo-Th 08:00-17:00', 'Fr 08:00-14:00'],
      social: { whatsapp: 'https://wa.me/34611223344' },
    });
    expect((await details()).whatsappNumber).toBe('34611223344');
  });

  it('refuse a stale save with CONFLICT carrying the current details', async () => {
    const current = await details();
    expect((await update(companyDetailsInput(current, { brandName: 'First' }))).errors).toBeUndefined();
    const stale = await update(companyDetailsInput(current, { brandName: 'Second' }));
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0].extensions?.current).toMatchObject({ brandName: 'First', version: current.version + 1 });
  });

  it('validate every rule with a field error naming the field', async () => {
    const current = await details();
    expect(
      await fieldErrors({
        email: 'not-an-email',
        phone: '971 000 000',
        whatsappNumber: '600 000',
        taxId: 'B07999999',
        website: 'http://insecure.example',
        brandName: '   ',
        social: { ...(companyDetailsInput(current).social as object), facebook: 'javascript:alert(1)', vipSignup: 'ftp://vip.example' },
        address: { ...current.address, countryCode: 'Spain' },
        bankAccount: { bank: 'Banco de Ejemplo', iban: 'ES91 2100 0418 4502 0005 1333' },
      }),
    ).toEqual(
      expect.arrayContaining([
        'email isEmail',
        'phone isInternationalPhone',
        'whatsappNumber isWhatsappNumber',
        'taxId isSpanishTaxId',
        'website isHttpsUrl',
        'brandName isNotEmpty',
        'social.facebook isHttpsUrl',
        'social.vipSignup isHttpsUrl',
        'address.countryCode isISO31661Alpha2',
        'bankAccount.iban isIBAN',
      ]),
    );
    expect(await fieldErrors({ legalName: 'x'.repeat(201) })).toEqual(['legalName maxLength']);
    expect(await fieldErrors({ registry: 'line\u0000feed' })).toEqual(['registry controlCharacters']);
    expect(await fieldErrors({ openingHours: ['Mo-Fr 08:00-18:00', 'weekdays 8 to 6'] })).toEqual(['openingHours isOpeningHours']);
    expect(await fieldErrors({ openingHours: ['Mo-Fr 25:00-18:00'] })).toEqual(['openingHours isOpeningHours']);
    // None at all is allowed: the hours are then not published.
    expect((await update(companyDetailsInput(await details(), { openingHours: [] }))).errors).toBeUndefined();
  });

  it('refuse anonymous callers and customers', async () => {
    const input = companyDetailsInput(await details());
    expect((await update(input, '')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const { token } = await api.login('cliente@demo.com', 'Cliente123!');
    expect((await update(input, token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('are read from the database by the API: a raw edit reaches the public query and the quote PDFs (an issued invoice keeps its issuer)', async () => {
    await details();
    expect((await api.graphql(COMPANY_DETAILS)).headers['x-cache']).toBe('hit');
    await api.app.get(DataSource).query(`UPDATE company_details SET details = jsonb_set(details, '{legalName}', '"Naviera Nueva S.L."')`);
    const deadline = Date.now() + 5000;
    while ((await details()).legalName !== 'Naviera Nueva S.L.' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await details()).legalName).toBe('Naviera Nueva S.L.');
    expect((await api.app.get(CompanyService).details()).legalName).toBe('Naviera Nueva S.L.');

    const { token } = await api.login('cliente@demo.com', 'Cliente123!');
    const jobs = await api.graphql<{ jobs: { edges: { node: { quote: { pdfUrl: string } | null } }[] } }>(
      '{ jobs { edges { node { quote { pdfUrl } } } } }',
      {},
      { token },
    );
    const quote = jobs.data!.jobs.edges.map((edge) => edge.node.quote).find((found) => found !== null)!;
    const pdf = await fetch(`${api.url}${quote.pdfUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('(Naviera Nueva S.L.)');
  });

  it('gain on start a detail the code added since they were stored, keeping every edit', async () => {
    const data = api.app.get(DataSource);
    await data.query(`UPDATE company_details SET details = jsonb_set(details - 'bankAccount', '{brandName}', '"Marina Tech"')`);
    expect(await seedCompanyDetails(data.manager)).toBe(false);
    const [{ details: stored }]: { details: Details }[] = await data.query('SELECT details FROM company_details');
    expect(stored.bankAccount).toEqual(companySeed.bankAccount);
    expect(stored.brandName).toBe('Marina Tech');
  });
});
