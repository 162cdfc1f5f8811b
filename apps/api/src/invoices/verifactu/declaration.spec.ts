import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { companySeed } from '@mmt/company';
import { dayInPalma } from '../../common/calendar.js';
import { loadConfig, type VerifactuConfig } from '../../config/app-config.js';
import { createCustomerFixture } from '../../testing/portal-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BillingRecordEntity } from './entities/billing-record.entity.js';
import { DECLARATION_TITLE } from './declaration.js';
import { soapRequest } from './soap-request.js';

const run = promisify(execFile);

const FIELDS = 'version madeAt title items { letter label value } annex { letter label value } current outdated records pdfUrl';
const DECLARATION = `query Declaration($version: String) { systemDeclaration(version: $version) { ${FIELDS} } }`;
const DECLARATIONS = `{ systemDeclarations(first: 10) { totalCount edges { node { ${FIELDS} } } } }`;
const CREATE = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id number } } }`;

interface Item {
  letter: string;
  label: string;
  value: string;
}
interface Declaration {
  version: string;
  madeAt: string;
  title: string;
  items: Item[];
  annex: Item[];
  current: boolean;
  outdated: boolean;
  records: number;
  pdfUrl: string;
}

const userId = (id: string) => Buffer.from(`User:${id}`).toString('base64url');
const valueOf = (declaration: Declaration, letter: string) => declaration.items.find((item) => item.letter === letter)!.value;

/** Another producer of the system, configured (VERIFACTU_PRODUCER_*). */
const PRODUCER = {
  producerName: 'Programari Balear S.L.',
  producerTaxId: 'B07111115',
  producerAddress: 'Carrer de Sant Miquel 10, 07002 Palma (Illes Balears), España',
  producerPlace: 'Inca, España',
};

describe('the declaración responsable of the billing system', () => {
  let folder: string;
  let verifactu: VerifactuConfig;
  let api: TestApp;
  let db: DataSource;
  let admin: string;
  let customerToken: string;
  let customerId: string;

  const query = async (app: TestApp, token: string, text: string, variables: Record<string, unknown> = {}) => {
    const response = await app.graphql<{ systemDeclaration: Declaration | null; systemDeclarations: { totalCount: number; edges: { node: Declaration }[] } }>(
      text,
      variables,
      { token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!;
  };
  /** The SistemaInformatico block a record of an invoice sends to the AEAT, element by element. */
  const sentSystem = async (app: TestApp, invoiceId: string) => {
    const rowId = Number(Buffer.from(invoiceId, 'base64url').toString().split(':')[1]);
    const record = await app.app.get(DataSource).getRepository(BillingRecordEntity).findOneByOrFail({ invoiceId: rowId, kind: 'ALTA' });
    const block = /<sum1:SistemaInformatico>(.*)<\/sum1:SistemaInformatico>/.exec(soapRequest([record]))![1];
    return Object.fromEntries([...block.matchAll(/<sum1:(\w+)>([^<]*)<\/sum1:\1>/g)].map(([, name, value]) => [name, value]));
  };
  const issue = async (app: TestApp, token: string) => {
    const response = await app.graphql<{ createInvoice: { invoice: { id: string } } }>(
      CREATE,
      { input: { customerId, lines: [{ description: 'Revisión del piloto automático', quantity: 1, unitPriceCents: 18000 }] } },
      { token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.createInvoice.invoice;
  };
  const pdfText = async (pdf: ArrayBuffer) => {
    await writeFile(join(folder, 'declaration.pdf'), Buffer.from(pdf));
    return (await run('pdftotext', [join(folder, 'declaration.pdf'), '-'])).stdout;
  };

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'mmt-declaration-'));
    verifactu = loadConfig({}).verifactu;
    api = await createTestApp({ verifactu });
    db = api.app.get(DataSource);
    const customer = await createCustomerFixture(db, 'declaracion@cliente.com');
    customerId = userId(customer.userId);
    await db.query(
      `UPDATE users SET tax_id = 'B07000003', tax_id_kind = 'NIF', tax_id_country = 'ES', name = 'Náutica Declarada S.L.', address_line = 'Carrer del Moll 1', postal_code = '07001', city = 'Palma', country_code = 'ES' WHERE id = $1`,
      [customer.userId],
    );
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    customerToken = (await api.login(customer.email, customer.password)).token;
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('is made at start for the configured version: the title, then every datum of art. 15 in its order, the same identification the records send', async () => {
    // The web asks with no version as null.
    const { systemDeclaration: declaration } = await query(api, admin, DECLARATION, { version: null });
    expect(declaration).toMatchObject({ version: verifactu.system.version, title: DECLARATION_TITLE, current: true, outdated: false });
    expect(declaration!.title).toBe('DECLARACIÓN RESPONSABLE DEL SISTEMA INFORMÁTICO DE FACTURACIÓN');
    expect(declaration!.items.map((item) => item.letter)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']);
    for (const item of declaration!.items) {
      expect(item.label.length).toBeGreaterThan(10);
      expect(item.value.length).toBeGreaterThan(0);
    }

    const invoice = await issue(api, admin);
    const sent = await sentSystem(api, invoice.id);
    expect(sent.NombreSistemaInformatico).toBe(valueOf(declaration!, 'a'));
    expect(sent.IdSistemaInformatico).toBe(valueOf(declaration!, 'b'));
    expect(sent.Version).toBe(valueOf(declaration!, 'c'));
    expect(valueOf(declaration!, 'e')).toMatch(new RegExp(`^Sí \\(${sent.TipoUsoPosibleSoloVerifactu}\\): solo puede funcionar como «VERI\\*FACTU»`));
    expect(valueOf(declaration!, 'f')).toMatch(new RegExp(`^No \\(${sent.TipoUsoPosibleMultiOT}\\): `));
    expect(sent.NombreRazon).toBe(valueOf(declaration!, 'h'));
    expect(sent.NIF).toBe(valueOf(declaration!, 'i'));
    // Without VERIFACTU_PRODUCER_*, the company is the producer: its name, NIF and address; signed where it is.
    expect(valueOf(declaration!, 'h')).toBe(companySeed.legalName);
    expect(valueOf(declaration!, 'i')).toBe(companySeed.taxId);
    expect(valueOf(declaration!, 'j')).toBe(
      `${companySeed.address.street}, ${companySeed.address.postalCode} ${companySeed.address.city} (${companySeed.address.region}), España`,
    );
    expect(valueOf(declaration!, 'k')).toContain(
      `en la versión ${verifactu.system.version} indicada en esta declaración, cumple con lo dispuesto en el artículo 29.2.j) de la Ley 58/2003`,
    );
    const day = dayInPalma(new Date(declaration!.madeAt)).split('-').reverse().join('/');
    expect(valueOf(declaration!, 'l')).toBe(`${day}, ${companySeed.address.city}, España`);
    expect(declaration!.annex.map((item) => item.letter)).toEqual(['a', 'b', 'c']);
    expect(declaration!.annex[1].value).toBe(companySeed.website);

    const [{ count }]: { count: number }[] = await db.query(`SELECT count(*)::int AS count FROM billing_records WHERE system ->> 'version' = $1`, [
      verifactu.system.version,
    ]);
    expect((await query(api, admin, DECLARATION)).systemDeclaration!.records).toBe(count);
  });

  it('downloads as a PDF for admins; customers and anonymous callers are refused', async () => {
    const { systemDeclaration: declaration } = await query(api, admin, DECLARATION);
    const url = `${api.url}${declaration!.pdfUrl}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="declaracion-responsable-${declaration!.version}.pdf"`);
    const text = (await pdfText(await response.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text.startsWith(DECLARATION_TITLE)).toBe(true);
    // Each datum after the text that describes it, in the order of art. 15.
    let from = 0;
    for (const { letter, label, value } of [...declaration!.items, ...declaration!.annex]) {
      const at = text.indexOf(`${letter}) ${label}: ${value.replace(/\s+/g, ' ')}`, from);
      expect({ letter, found: at >= 0 }).toEqual({ letter, found: true });
      from = at;
    }

    expect((await fetch(url, { headers: { authorization: `Bearer ${customerToken}` } })).status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(`${api.url}/verifactu/declaration.pdf?version=0.0.0`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404);
    const forCustomer = await api.graphql(DECLARATION, {}, { token: customerToken });
    expect(forCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('cannot be changed nor deleted in the database', async () => {
    const client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
    try {
      const refused = (sql: string) =>
        client.query(sql).then(
          () => 'done',
          (error: Error) => error.message,
        );
      expect(await refused(`UPDATE system_declarations SET made_at = now()`)).toMatch(/system_declarations is append-only: UPDATE refused/);
      expect(await refused(`DELETE FROM system_declarations`)).toMatch(/append-only: DELETE refused/);
      expect(await refused(`TRUNCATE system_declarations`)).toMatch(/append-only: TRUNCATE refused/);
    } finally {
      await client.end();
    }
  });

  it('a new version brings its new declaration, from the producer configured; the previous one is kept as made and listed, each with its records', async () => {
    const before = (await query(api, admin, DECLARATION)).systemDeclaration!;
    const next = await createTestApp(
      { verifactu: { ...verifactu, system: { ...verifactu.system, version: '1.1', ...PRODUCER } } },
      { databaseUrl: api.databaseUrl },
    );
    try {
      const token = (await next.login('admin@demo.com', 'Admin123!')).token;
      const current = (await query(next, token, DECLARATION)).systemDeclaration!;
      expect(current).toMatchObject({ version: '1.1', current: true, outdated: false, records: 0 });
      expect(valueOf(current, 'c')).toBe('1.1');
      expect(valueOf(current, 'h')).toBe(PRODUCER.producerName);
      expect(valueOf(current, 'i')).toBe(PRODUCER.producerTaxId);
      expect(valueOf(current, 'j')).toBe(PRODUCER.producerAddress);
      expect(valueOf(current, 'l')).toMatch(/^\d{2}\/\d{2}\/\d{4}, Inca, España$/);
      // The company's ways of contact are not the producer's.
      expect(current.annex.map((item) => item.letter)).toEqual(['c']);

      const invoice = await issue(next, token);
      expect(await sentSystem(next, invoice.id)).toMatchObject({ NombreRazon: PRODUCER.producerName, NIF: PRODUCER.producerTaxId, Version: '1.1' });

      const list = (await query(next, token, DECLARATIONS)).systemDeclarations;
      expect(list.totalCount).toBe(2);
      expect(list.edges.map(({ node }) => [node.version, node.current, node.records])).toEqual([
        ['1.1', true, 1],
        [before.version, false, before.records],
      ]);
      const previous = (await query(next, token, DECLARATION, { version: before.version })).systemDeclaration!;
      expect(previous).toEqual({ ...before, current: false });
    } finally {
      await next.close();
    }
  }, 60_000);

  it('a changed identification without a new version leaves the declaration as made, flagged as outdated', async () => {
    const before = (await query(api, admin, DECLARATION, { version: verifactu.system.version })).systemDeclaration!;
    const renamed = await createTestApp(
      { verifactu: { ...verifactu, system: { ...verifactu.system, name: 'MMT Facturación Plus' } } },
      { databaseUrl: api.databaseUrl },
    );
    try {
      const token = (await renamed.login('admin@demo.com', 'Admin123!')).token;
      const declaration = (await query(renamed, token, DECLARATION, { version: verifactu.system.version })).systemDeclaration!;
      expect(declaration).toEqual({ ...before, outdated: true });
      expect(valueOf(declaration, 'a')).toBe(verifactu.system.name);
    } finally {
      await renamed.close();
    }
  }, 60_000);
});
