import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { todayInPalma } from '../common/calendar.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const MARK_PAID = `mutation MarkPaid($input: MarkInvoicePaidInput!) { markInvoicePaid(input: $input) { invoice { status paymentMethod } } }`;
const PAYMENT = ['status', 'paid_at', 'payment_method', 'payment_reference'];

/** Migration 1766900000100: what the database itself keeps of an issued invoice, whoever writes. */
describe('an issued invoice, in the database', () => {
  let api: TestApp;
  /** The app's own pool: its serving role. */
  let app: DataSource;
  let owner: DataSource;
  let invoice: { id: number; number: string };

  /** The invoice as stored, but for its status and payment, and its lines. */
  const fiscal = async (id: number) =>
    (
      await owner.query(
        `SELECT to_jsonb(i) - $2::text[] AS invoice, (SELECT jsonb_agg(to_jsonb(l) ORDER BY l.position) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines
           FROM invoices i WHERE i.id = $1`,
        [id, PAYMENT],
      )
    )[0];
  const refused = (as: DataSource, sql: string, values: unknown[] = []) =>
    as.query(sql, values).then(
      () => 'done',
      (error: Error) => error.message,
    );

  beforeAll(async () => {
    // TypeORM logs each statement the database refuses: expected here, kept out of the output.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    api = await createTestApp();
    app = api.app.get(DataSource);
    owner = await api.ownerDataSource();
    // A demo invoice, issued at the seed, unpaid, with its lines.
    [invoice] = await app.query(
      `SELECT id, number FROM invoices WHERE status = 'PENDING' AND EXISTS (SELECT 1 FROM invoice_lines WHERE invoice_id = invoices.id) ORDER BY id LIMIT 1`,
    );
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  it("keeps its number, dates, recipient, issuer and amounts: an UPDATE of any of them is refused, to the app's role and to the owner", async () => {
    const before = await fiscal(invoice.id);
    const [other]: { id: string; name: string }[] = await app.query(
      `SELECT u.id, u.name FROM users u WHERE u.role = 'customer' AND u.id <> (SELECT customer_id FROM invoices WHERE id = $1) LIMIT 1`,
      [invoice.id],
    );
    const changes: [string, unknown[], string][] = [
      ['amount_cents = amount_cents + 100', [], 'amount_cents'],
      ['tax_base_cents = 1, vat_cents = 0', [], 'tax_base_cents, vat_cents'],
      [`number = 'INV-1999-999'`, [], 'number'],
      ['issue_date = issue_date - 1', [], 'issue_date'],
      ['due_date = due_date + 30', [], 'due_date'],
      ['customer_id = $2, customer_name = $3', [other.id, other.name], 'customer_id, customer_name'],
      ['customer_tax_id = $2', ['B07000003'], 'customer_tax_id'],
      [`issuer = jsonb_set(issuer, '{taxId}', '"B00000000"')`, [], 'issuer'],
      // With a change of status, which alone would pass.
      [`status = 'PAID', amount_cents = 1`, [], 'amount_cents'],
    ];
    for (const as of [app, owner]) {
      for (const [change, values, columns] of changes) {
        expect(await refused(as, `UPDATE invoices SET ${change} WHERE id = $1`, [invoice.id, ...values])).toBe(
          `invoice ${invoice.number} is issued: ${columns} cannot change (only its status and payment can)`,
        );
      }
    }
    expect(await fiscal(invoice.id)).toEqual(before);
  });

  it('is never deleted nor emptied out', async () => {
    expect(await refused(app, 'DELETE FROM invoices WHERE id = $1', [invoice.id])).toBe('permission denied for table invoices');
    expect(await refused(app, 'TRUNCATE invoices CASCADE')).toBe('permission denied for table invoices');
    expect(await refused(owner, 'DELETE FROM invoices WHERE id = $1', [invoice.id])).toBe(
      `invoice ${invoice.number} is issued: it cannot be deleted (it is corrected by a rectifying invoice, or cancelled)`,
    );
    expect(await refused(owner, 'TRUNCATE invoice_lines')).toBe('invoice_lines holds issued invoices: TRUNCATE refused');
    expect(await app.query('SELECT count(*)::int AS n FROM invoices WHERE id = $1', [invoice.id])).toEqual([{ n: 1 }]);
  });

  it('keeps its lines: none is changed, removed or added once it is issued', async () => {
    const before = await fiscal(invoice.id);
    const addLine = `INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price_cents, vat_rate, net_cents) VALUES ($1, 99, 'Extra', 1, 10000, 21, 10000)`;
    expect(await refused(app, 'UPDATE invoice_lines SET unit_price_cents = 1, net_cents = 1 WHERE invoice_id = $1', [invoice.id])).toBe(
      'permission denied for table invoice_lines',
    );
    expect(await refused(app, 'DELETE FROM invoice_lines WHERE invoice_id = $1', [invoice.id])).toBe('permission denied for table invoice_lines');
    expect(await refused(app, addLine, [invoice.id])).toBe(`the lines of invoice ${invoice.number} are issued: INSERT refused`);
    // Not even from a transaction that has just written the invoice (its status, as a payment does).
    const inTouchingTransaction = app.transaction(async (manager) => {
      await manager.query('UPDATE invoices SET status = status WHERE id = $1', [invoice.id]);
      await manager.query(addLine, [invoice.id]);
    });
    await expect(inTouchingTransaction).rejects.toThrow(`the lines of invoice ${invoice.number} are issued: INSERT refused`);
    expect(await refused(owner, 'UPDATE invoice_lines SET unit_price_cents = 1 WHERE invoice_id = $1', [invoice.id])).toBe(
      `the lines of invoice ${invoice.number} are issued: UPDATE refused`,
    );
    expect(await refused(owner, 'DELETE FROM invoice_lines WHERE invoice_id = $1', [invoice.id])).toBe(
      `the lines of invoice ${invoice.number} are issued: DELETE refused`,
    );
    expect(await refused(owner, addLine, [invoice.id])).toBe(`the lines of invoice ${invoice.number} are issued: INSERT refused`);
    expect(await fiscal(invoice.id)).toEqual(before);
  });

  it('changes in status and payment: marked paid, then its payment put right', async () => {
    const before = await fiscal(invoice.id);
    const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    const paid = await api.graphql<{ markInvoicePaid: { invoice: { status: string; paymentMethod: string } } }>(
      MARK_PAID,
      { input: { invoiceId: Buffer.from(`Invoice:${invoice.id}`).toString('base64url'), method: 'CASH', paidOn: todayInPalma() } },
      { token: admin },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.markInvoicePaid.invoice).toEqual({ status: 'PAID', paymentMethod: 'CASH' });
    await app.query(`UPDATE invoices SET payment_method = 'TRANSFER', payment_reference = 'TR-0042' WHERE id = $1`, [invoice.id]);
    expect(await app.query('SELECT status, payment_method, payment_reference FROM invoices WHERE id = $1', [invoice.id])).toEqual([
      { status: 'PAID', payment_method: 'TRANSFER', payment_reference: 'TR-0042' },
    ]);
    expect(await fiscal(invoice.id)).toEqual(before);
  });
});
