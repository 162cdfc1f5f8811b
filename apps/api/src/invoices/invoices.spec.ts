import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../boats/portal-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const INVOICES = `{ invoices { totalCount edges { node { id number issueDate concept amountCents currency status paidAt pdfUrl boat { id name } } } } }`;
const PAY = `mutation Pay($input: PayInvoiceInput!) { payInvoice(input: $input) { checkoutUrl invoice { number status } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { id ... on Invoice { number boat { name } } } }`;

interface InvoiceNode {
  id: string;
  number: string;
  issueDate: string;
  concept: string;
  amountCents: number;
  status: string;
  pdfUrl: string;
  boat: { id: string; name: string };
}
type InvoicesData = { invoices: { totalCount: number; edges: { node: InvoiceNode }[] } };

describe('invoices', () => {
  let api: TestApp;
  let demoToken: string;
  let demoInvoices: InvoiceNode[];
  let other: CustomerFixture;
  let otherToken: string;

  const pdf = (id: string, token?: string, query = '') =>
    fetch(`${api.url}/invoices/${id}.pdf${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    api = await createTestApp();
    other = await createCustomerFixture(api.app.get(DataSource), 'otro@cliente.com');
    demoToken = (await api.login('cliente@demo.com', 'Cliente123!')).token;
    otherToken = (await api.login(other.email, other.password)).token;
    demoInvoices = (await api.graphql<InvoicesData>(INVOICES, {}, { token: demoToken })).data!.invoices.edges.map((edge) => edge.node);
  });
  afterAll(() => api.close());

  it("lists the demo customer's sample invoices, newest first, numbered in sequence", () => {
    expect(demoInvoices.map((invoice) => [invoice.number, invoice.issueDate, invoice.status, invoice.boat.name])).toEqual([
      ['INV-2025-003', '2025-02-15', 'PENDING', 'Mallorca Spirit'],
      ['INV-2025-002', '2025-02-01', 'PENDING', 'Blue Horizon'],
      ['INV-2025-001', '2025-01-15', 'PAID', 'Sea Breeze'],
    ]);
    expect(demoInvoices[2]).toMatchObject({ concept: 'Revisión de motor', amountCents: 45000, currency: 'EUR' });
  });

  it('continues the sequence of the year for the next invoice (fixture numbers follow the demo ones)', async () => {
    const numbers = (await api.graphql<InvoicesData>(INVOICES, {}, { token: otherToken })).data!.invoices.edges.map((edge) => edge.node.number);
    expect(numbers.sort()).toEqual(['INV-2025-004', 'INV-2025-005']);
  });

  it('shows each customer only their own invoices', async () => {
    const response = await api.graphql<InvoicesData>(INVOICES, {}, { token: otherToken });
    expect(response.data?.invoices.totalCount).toBe(2);
    expect(response.data?.invoices.edges.map((edge) => edge.node.id).sort()).toEqual([...other.invoiceIds].sort());
    expect(response.data?.invoices.edges.every((edge) => edge.node.boat.id === other.boatIds[0])).toBe(true);
  });

  it("resolves node(id) for my invoice and null for another customer's", async () => {
    const own = await api.graphql<{ node: { number: string; boat: { name: string } } | null }>(NODE, { id: demoInvoices[0].id }, { token: demoToken });
    expect(own.data?.node).toMatchObject({ number: 'INV-2025-003', boat: { name: 'Mallorca Spirit' } });
    const foreign = await api.graphql<{ node: unknown }>(NODE, { id: demoInvoices[0].id }, { token: otherToken });
    expect(foreign.data?.node).toBeNull();
  });

  it('pays a Pendiente invoice: without a gateway configured there is no checkout URL and nothing changes', async () => {
    const response = await api.graphql<{ payInvoice: { checkoutUrl: string | null; invoice: { number: string; status: string } } }>(
      PAY,
      { input: { invoiceId: demoInvoices[0].id } },
      { token: demoToken },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.payInvoice).toEqual({ checkoutUrl: null, invoice: { number: 'INV-2025-003', status: 'PENDING' } });
  });

  it('refuses to pay a paid invoice (CONFLICT), or another customer\'s (NOT_FOUND)', async () => {
    const paid = await api.graphql(PAY, { input: { invoiceId: demoInvoices[2].id } }, { token: demoToken });
    expect(paid.errors?.[0].extensions?.code).toBe('CONFLICT');
    for (const invoiceId of [other.invoiceIds[0], other.boatIds[0], 'garbage']) {
      const foreign = await api.graphql(PAY, { input: { invoiceId } }, { token: demoToken });
      expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(foreign)).not.toContain('INV-2025-004');
    }
    const empty = await api.graphql(PAY, { input: { invoiceId: '' } }, { token: demoToken });
    expect((empty.errors?.[0].extensions?.fieldErrors as { code: string }[])[0].code).toBe('isNotEmpty');
  });

  it('downloads my invoice as a real PDF', async () => {
    const response = await pdf(demoInvoices[2].id, demoToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="INV-2025-001.pdf"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(1000);
    expect(demoInvoices[2].pdfUrl).toBe(`/invoices/${demoInvoices[2].id}.pdf`);
  });

  it('writes the PDF in Spanish, or in English with lang=en', async () => {
    const text = async (query: string) => Buffer.from(await (await pdf(demoInvoices[2].id, demoToken, query)).arrayBuffer()).toString('latin1');
    expect(await text('')).toContain('(Factura INV-2025-001)');
    expect(await text('?lang=fr')).toContain('(Factura INV-2025-001)');
    const english = await text('?lang=en');
    expect(english).toContain('(Invoice INV-2025-001)');
    expect(english).toContain('/Lang (en)');
  });

  it("answers 404 for another customer's invoice PDF and for ids that are not invoices, 401 without a token", async () => {
    for (const id of [other.invoiceIds[0], other.boatIds[0], 'nope', Buffer.from('Invoice:999999').toString('base64url')]) {
      const response = await pdf(id, demoToken);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toBe('application/pdf');
    }
    expect((await pdf(other.invoiceIds[0], otherToken)).status).toBe(200);
    expect((await pdf(demoInvoices[0].id)).status).toBe(401);
    expect((await pdf(demoInvoices[0].id, 'not-a-token')).status).toBe(401);
  });
});
