import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createServer as createHttpsServer } from 'node:https';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DataSource, MoreThan } from 'typeorm';
import { createCustomerFixture, type CustomerFixture } from '../../testing/portal-fixtures.js';
import { loadConfig, type VerifactuConfig } from '../../config/app-config.js';
import { todayInPalma } from '../../common/calendar.js';
import { soapBodyElement, startFakeAeat, validateAgainstAeatSchema, type FakeAeat } from '../../testing/fake-aeat.js';
import { pdfText } from '../../testing/pdf-text.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { makeTestCertificates, type TestCertificates } from '../../testing/test-certificates.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../testing/test-app.js';
import { freePort } from '../../testing/global-setup.js';
import { BusinessTexts } from '../../texts/business-texts.js';
import { UserEntity } from '../../users/entities/user.entity.js';
import { issueInvoice } from '../invoice-numbering.js';
import { CompanyCertificate } from './aeat-certificate.js';
import { AeatConnection } from './aeat-connection.js';
import { CertificateAlerts } from './aeat-certificate-alerts.js';
import { AeatSender } from './aeat-sender.js';
import { BillingChain } from './billing-chain.js';
import { fingerprintOf } from './billing-records.js';
import { BillingRecordEntity } from './entities/billing-record.entity.js';
import { soapRequest } from './soap-request.js';

const run = promisify(execFile);

const CREATE = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id number amountCents status pdfUrl issueDate } } }`;
const RECTIFY = `mutation Rectify($input: CreateRectifyingInvoiceInput!) { createRectifyingInvoice(input: $input) { invoice { id number amountCents status rectificationMethod rectificationCause } } }`;
const VOID = `mutation Void($input: VoidInvoiceInput!) { voidInvoice(input: $input) { invoice { id number status } } }`;
const RECORD_FIELDS =
  'position kind invoiceId invoiceNumber issueDate invoiceType totalCents fingerprint previousFingerprint generatedAt reason correctsPosition correctable aeat { status errorCode errorDescription answeredAt attempts lastError }';
const RECORDS = `query Records($first: Int) { billingRecords(first: $first) { totalCount edges { node { ${RECORD_FIELDS} } } } }`;
const SETTINGS = `{ verifactuSettings { mode environment endpoint verificationUrl sending certificate { configured subject notAfter problem } system { name id version installation producerName producerTaxId } queue { pending oldestPendingAgeSeconds nextSendAt lastError incidentSince incidentPending } switches { from to recordsLeft } } }`;
const STATUS = `{ verifactuStatus { mode certificateAlert { problem notAfter } pending incidentSince incidentPending } }`;
const CHECK = `mutation { checkVerifactuConnection { check { endpoint outcome detail period records more certificate { configured subject problem } } } }`;
const VERIFY = `mutation { verifyBillingChain { verification { records breaks { position invoiceNumber problem } } } }`;
const LATEST = `{ billingChainVerification { records breaks { position problem } } }`;
const CORRECT = `mutation Correct($input: CorrectBillingRecordInput!) { correctBillingRecord(input: $input) { record { ${RECORD_FIELDS} } } }`;
const INVOICE = `query Invoice($id: ID!) { node(id: $id) { ... on Invoice { number status verification { url qrSize qrPath mode } billingRecords { position environment kind aeat { status } } } } }`;

interface RecordNode {
  position: number;
  kind: string;
  invoiceId: string;
  invoiceNumber: string;
  invoiceType: string | null;
  totalCents: number | null;
  fingerprint: string;
  previousFingerprint: string | null;
  reason: string | null;
  correctsPosition: number | null;
  correctable: boolean;
  aeat: { status: string; errorCode: number | null; errorDescription: string | null; attempts: number; lastError: string | null };
}
interface InvoiceNode {
  id: string;
  number: string;
  amountCents: number;
  status: string;
  pdfUrl: string;
  issueDate: string;
}

const userId = (id: string) => Buffer.from(`User:${id}`).toString('base64url');
/** A PDF's text with its line breaks and layout spaces as single spaces (a legend may wrap under the QR). */
const words = (text: string) => text.replace(/\s+/g, ' ');
const METRICS_TOKEN = 'metrics-verifactu-token-0123456789';

/** The value of one unlabelled sample of Prometheus' text format; undefined when absent. */
const sample = (text: string, name: string) => {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
};

/**
 * The fake AEAT over HTTPS, the company's certificate and its CA in a folder of their own, and
 * VERI*FACTU's configuration to send there with them. The sender does not poll by itself: the tests
 * drive it.
 */
async function fakeAeatWithCertificates(): Promise<{ certificates: TestCertificates; folder: string; fake: FakeAeat; verifactu: VerifactuConfig }> {
  const certificates = makeTestCertificates();
  const folder = await mkdtemp(join(tmpdir(), 'mmt-aeat-'));
  await writeFile(join(folder, 'company.p12'), certificates.companyP12);
  await writeFile(join(folder, 'ca.pem'), certificates.caPem);
  const fake = await startFakeAeat({ key: certificates.serverKeyPem, cert: certificates.serverCertPem });
  const verifactu = {
    ...loadConfig({}).verifactu,
    certificatePath: join(folder, 'company.p12'),
    certificatePassword: certificates.companyPassword,
    endpoint: fake.url,
    caPath: join(folder, 'ca.pem'),
    pollIntervalMs: 3_600_000,
  };
  return { certificates, folder, fake, verifactu };
}

/**
 * Time is moved, not waited for. The sender's waits (the AEAT's TiempoEsperaEnvio, the backoff) are
 * on the database's clock: a test makes the next request due (makeDue) and reads a wait as set at an
 * instant it brackets (expectWaitSince). Its request deadline is on the app's clock, a ManualClock:
 * an unanswered request ends when the test moves that clock, never because the machine was slow.
 */
describe('VERI*FACTU', () => {
  let certificates: TestCertificates;
  let folder: string;
  let fake: FakeAeat;
  let clock: ManualClock;
  let api: TestApp;
  let db: DataSource;
  let verifactu: VerifactuConfig;
  let admin: string;
  let customer: CustomerFixture;
  let customerToken: string;
  let customerId: string;

  const as = <T = Record<string, unknown>>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql<T>(query, variables, { token });
  const issueTo = async (id: string, cents: number, description = 'Revisión del radar', vatRate = 21) => {
    const response = await as<{ createInvoice: { invoice: InvoiceNode } }>(admin, CREATE, {
      input: { customerId: id, lines: [{ description, quantity: 1, unitPriceCents: cents, vatRate }] },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.createInvoice.invoice;
  };
  const issue = (cents: number, description?: string, vatRate?: number) => issueTo(customerId, cents, description, vatRate);
  /** The newest `first` records, and how many the chain holds. */
  const chain = async (first = 100) => {
    const response = await as<{ billingRecords: { totalCount: number; edges: { node: RecordNode }[] } }>(admin, RECORDS, { first });
    expect(response.errors).toBeUndefined();
    return { total: response.data!.billingRecords.totalCount, newest: response.data!.billingRecords.edges.map((edge) => edge.node) };
  };
  /** The newest record of an invoice made in this test (among the newest hundred). */
  const recordOf = async (number: string) => (await chain()).newest.find((record) => record.invoiceNumber === number)!;
  const send = () => api.app.get(AeatSender).drain();
  /** The wait the AEAT asked for (or the backoff) is over: the next request may go. */
  const makeDue = () => db.query('UPDATE aeat_sender SET next_send_at = now() WHERE id = 1');
  /** Sends everything waiting now, whatever the wait. */
  const sendAll = async () => {
    await makeDue();
    return send();
  };
  /** The AEAT does not answer the next request: the fake holds it until the sender's deadline passes on the clock. */
  const sendUnanswered = async () => {
    const held = fake.holdNext();
    await makeDue();
    const sending = send();
    await Promise.race([held, sending.then(() => Promise.reject(new Error('no request was sent to be held')))]);
    clock.advance(verifactu.timeoutMs);
    return sending;
  };
  /** The database's clock now (as text: to the microsecond). */
  const databaseNow = async () => ((await db.query('SELECT clock_timestamp()::text AS now')) as { now: string }[])[0].now;
  /** Seconds the database's clock has run since `since`. */
  const secondsSince = async (since: string) =>
    Number(((await db.query('SELECT extract(epoch FROM clock_timestamp() - $1::timestamptz) AS s', [since])) as { s: string }[])[0].s);
  /**
   * The next request waits `ms` counted from when the sender set it, at an instant between `since`
   * and now: its next_send_at minus `ms` lies in that interval, however long the steps took.
   */
  const expectWaitSince = async (since: string, ms: number) => {
    const [{ after_since, before_now }]: { after_since: boolean; before_now: boolean }[] = await db.query(
      `SELECT next_send_at - $2 * interval '1 millisecond' >= $1::timestamptz AS after_since, next_send_at - $2 * interval '1 millisecond' <= clock_timestamp() AS before_now FROM aeat_sender`,
      [since, ms],
    );
    expect({ after_since, before_now }).toEqual({ after_since: true, before_now: true });
  };

  beforeAll(async () => {
    ({ certificates, folder, fake, verifactu } = await fakeAeatWithCertificates());
    clock = new ManualClock();
    api = await createTestApp({ verifactu, metricsToken: METRICS_TOKEN }, { clock });
    db = api.app.get(DataSource);
    customer = await createCustomerFixture(db, 'verifactu@cliente.com');
    customerId = userId(customer.userId);
    await db.query(
      `UPDATE users SET tax_id = 'B07000003', tax_id_kind = 'NIF', tax_id_country = 'ES', name = 'Náutica Verifactu S.L.', address_line = 'Carrer del Moll 1', postal_code = '07001', city = 'Palma', country_code = 'ES' WHERE id = $1`,
      [customer.userId],
    );
    admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    customerToken = (await api.login(customer.email, customer.password)).token;
  }, 60_000);
  // Each test starts with nothing queued and the sender idle and due: what earlier tests left (the
  // seed's and the fixtures' records too) is sent and accepted first, whatever answers they had asked for.
  beforeEach(async () => {
    fake.reset();
    // A request still held by the fake ends now (reset let it go).
    await send();
    await db.query('UPDATE aeat_sender SET next_send_at = now(), lease_until = NULL, failures = 0, last_error = NULL WHERE id = 1');
    await send();
    expect((await api.app.get(AeatSender).queue()).pending).toBe(0);
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('makes a registro de alta for every invoice issued, chained to the record before it, and none for an issue that rolled back', async () => {
    const before = await chain(1);
    const first = await issue(12345);
    const second = await issue(5000);
    const after = await chain(2);
    const [b, a] = after.newest;
    expect(after.total).toBe(before.total + 2);
    expect([a.invoiceNumber, b.invoiceNumber]).toEqual([first.number, second.number]);
    expect([a.position, b.position]).toEqual([before.newest[0].position + 1, before.newest[0].position + 2]);
    expect(a.previousFingerprint).toBe(before.newest[0].fingerprint);
    expect(b.previousFingerprint).toBe(a.fingerprint);
    expect(a).toMatchObject({ kind: 'ALTA', invoiceType: 'F1', totalCents: first.amountCents });
    expect(a.fingerprint).toMatch(/^[0-9A-F]{64}$/);
    // The fingerprint is the AEAT's, over what the record stores.
    const stored = await db.getRepository(BillingRecordEntity).findOneByOrFail({ position: a.position });
    expect(fingerprintOf(stored)).toBe(a.fingerprint);
    expect(stored).toMatchObject({
      issuerTaxId: expect.stringMatching(/^[A-Z0-9]{9}$/),
      invoiceNumber: first.number,
      recipient: { name: 'Náutica Verifactu S.L.', kind: 'NIF', number: 'B07000003', country: 'ES' },
    });
    expect(stored.generatedAtText).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);

    const user = await db.getRepository(UserEntity).findOneByOrFail({ id: customer.userId });
    await db
      .transaction(async (manager) => {
        await issueInvoice(
          manager,
          {
            series: 'INV',
            customer: user,
            boatId: null,
            jobId: null,
            issueDate: todayInPalma(),
            dueDate: todayInPalma(),
            concept: 'x',
            lines: [{ description: 'x', quantity: 1, unitPriceCents: 100, vatRate: 21 }],
          },
          verifactu.system,
        );
        throw new Error('the e-mail could not be queued');
      })
      .catch(() => undefined);
    expect((await chain(1)).total).toBe(before.total + 2);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on the billing records and on the AEAT answers, in the database itself', async () => {
    const client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
    try {
      const refused = (sql: string) =>
        client.query(sql).then(
          () => 'done',
          (error: Error) => error.message,
        );
      expect(await refused('UPDATE billing_records SET total_cents = 1 WHERE position = 1')).toMatch(/billing_records is append-only: UPDATE refused/);
      expect(await refused('DELETE FROM billing_records WHERE position = 1')).toMatch(/append-only: DELETE refused/);
      expect(await refused('TRUNCATE billing_records CASCADE')).toMatch(/append-only: TRUNCATE refused/);
      expect(await refused('UPDATE aeat_responses SET status = $$ACCEPTED$$')).toMatch(/aeat_responses is append-only: UPDATE refused/);
      // Nor can a record be slipped into the chain out of its place.
      const [last] = (await client.query('SELECT * FROM billing_records ORDER BY position DESC LIMIT 1')).rows;
      expect(
        await refused(`INSERT INTO billing_records (position, kind, invoice_id, issuer_tax_id, issuer_name, invoice_number, issue_date, invoice_type, breakdown, total_vat_cents, total_cents, previous_id, previous, system, generated_at, generated_at_text, fingerprint)
          SELECT position + 5, kind, invoice_id, issuer_tax_id, issuer_name, invoice_number, issue_date, invoice_type, breakdown, total_vat_cents, total_cents, id, jsonb_build_object('fingerprint', fingerprint), system, generated_at, generated_at_text, fingerprint
          FROM billing_records WHERE id = ${last.id}`),
      ).toMatch(/does not follow the last one of the test chain/);
    } finally {
      await client.end();
    }
  });

  it('writes every kind of record as the AEAT schema and rules require: invoices to Spanish, EU, foreign and unidentified customers, rectifying ones of both kinds, cancellations', async () => {
    const [{ last }]: { last: number }[] = await db.query('SELECT max(position) AS last FROM billing_records');
    const french = await createCustomerFixture(db, 'client@bateau.fr');
    await db.query(
      `UPDATE users SET tax_id = 'FR40303265045', tax_id_kind = 'EU_VAT', tax_id_country = 'FR', name = 'Bateaux du Midi SARL', address_line = '2 Quai du Port', postal_code = '13002', city = 'Marseille', country_code = 'FR' WHERE id = $1`,
      [french.userId],
    );
    const british = await createCustomerFixture(db, 'owner@yacht.uk');
    await db.query(`UPDATE users SET tax_id = '533380006', tax_id_kind = 'PASSPORT', tax_id_country = 'GB', name = 'Oliver Grant' WHERE id = $1`, [
      british.userId,
    ]);
    const private_ = await createCustomerFixture(db, 'particular@correo.es');
    const createdFor = async (id: string, lines: Record<string, unknown>[]) => {
      const response = await as<{ createInvoice: { invoice: InvoiceNode } }>(admin, CREATE, { input: { customerId: userId(id), lines } });
      expect(response.errors).toBeUndefined();
      return response.data!.createInvoice.invoice;
    };
    const toFrench = await createdFor(french.userId, [
      { description: 'Antifouling & <pulido>', quantity: 2, unitPriceCents: 30000, vatRate: 0, zeroVatCause: 'N2' },
      { description: 'Suministros a buque de alta mar', quantity: 1, unitPriceCents: 1000, vatRate: 0, zeroVatCause: 'E3' },
    ]);
    const toBritish = await createdFor(british.userId, [{ description: 'Revisión del piloto automático', quantity: 1, unitPriceCents: 80000, vatRate: 21 }]);
    const toPrivate = await createdFor(private_.userId, [{ description: 'Fusibles', quantity: 3, unitPriceCents: 1250, vatRate: 10 }]);
    expect((await as(admin, RECTIFY, { input: { invoiceId: toPrivate.id, reason: 'Devueltos', method: 'DIFFERENCES', cause: 'R4' } })).errors).toBeUndefined();
    const substituted = await issue(40000);
    expect(
      (
        await as(admin, RECTIFY, {
          input: {
            invoiceId: substituted.id,
            reason: 'Horas mal contadas',
            cause: 'R1',
            lines: [{ description: 'Horas', quantity: 3, unitPriceCents: 10000 }],
          },
        })
      ).errors,
    ).toBeUndefined();
    const credited = await issue(20000);
    expect(
      (await as(admin, RECTIFY, { input: { invoiceId: credited.id, reason: 'Trabajo no realizado', method: 'DIFFERENCES', cause: 'R4' } })).errors,
    ).toBeUndefined();
    const mistaken = await issue(7000);
    expect((await as(admin, VOID, { input: { invoiceId: mistaken.id, reason: 'Emitida dos veces' } })).errors).toBeUndefined();

    // The records this test made, as one request.
    const xml = soapRequest(await db.getRepository(BillingRecordEntity).find({ where: { position: MoreThan(last) }, order: { position: 'ASC' } }));
    const body = soapBodyElement(xml, 'RegFactuSistemaFacturacion')!;
    expect(await validateAgainstAeatSchema(body, 'SuministroLR.xsd')).toEqual([]);
    const parts = [
      toFrench.number,
      toBritish.number,
      toPrivate.number,
      // An EU VAT number carries its country in its prefix; a passport names its country.
      '<sum1:IDOtro><sum1:IDType>02</sum1:IDType><sum1:ID>FR40303265045</sum1:ID></sum1:IDOtro>',
      '<sum1:IDOtro><sum1:CodigoPais>GB</sum1:CodigoPais><sum1:IDType>03</sum1:IDType><sum1:ID>533380006</sum1:ID></sum1:IDOtro>',
      '<sum1:NIF>B07000003</sum1:NIF>',
      // Simplified: F2 without recipient, and its correction R5.
      '<sum1:TipoFactura>F2</sum1:TipoFactura><sum1:DescripcionOperacion>',
      '<sum1:TipoFactura>R5</sum1:TipoFactura><sum1:TipoRectificativa>I</sum1:TipoRectificativa>',
      '<sum1:FacturaSinIdentifDestinatarioArt61d>S</sum1:FacturaSinIdentifDestinatarioArt61d>',
      '<sum1:TipoRectificativa>S</sum1:TipoRectificativa>',
      '<sum1:TipoFactura>R4</sum1:TipoFactura>',
      '<sum1:RegistroAnulacion>',
      'Antifouling &amp; &lt;pulido&gt;',
      // 0 %: not subject (N2) and exempt as an export-like operation (E3, under the export regime 02).
      '<sum1:ClaveRegimen>01</sum1:ClaveRegimen><sum1:CalificacionOperacion>N2</sum1:CalificacionOperacion><sum1:BaseImponibleOimporteNoSujeto>600.00</sum1:BaseImponibleOimporteNoSujeto>',
      '<sum1:ClaveRegimen>02</sum1:ClaveRegimen><sum1:OperacionExenta>E3</sum1:OperacionExenta><sum1:BaseImponibleOimporteNoSujeto>10.00</sum1:BaseImponibleOimporteNoSujeto>',
    ];
    expect(parts.filter((part) => !xml.includes(part))).toEqual([]);
    // Only simplified invoices go without a recipient: F1 and R1–R4 name theirs.
    const records = xml.split('<sum:RegistroFactura>').slice(1);
    for (const record of records.filter((text) => text.includes('<sum1:RegistroAlta>'))) {
      const type = /<sum1:TipoFactura>(\w+)</.exec(record)![1];
      expect([type, record.includes('<sum1:Destinatarios>'), record.includes('FacturaSinIdentifDestinatarioArt61d')]).toEqual([
        type,
        !['F2', 'R5'].includes(type),
        ['F2', 'R5'].includes(type),
      ]);
    }
    // Sent, the AEAT's rules accept every one of them (the fake applies them: Validaciones v1.0.9).
    await sendAll();
    const statuses = await Promise.all(
      records
        .map((record) => /<sum1:NumSerieFactura(?:Anulada)?>([^<]+)</.exec(record)![1])
        .map(async (number) => [number, (await recordOf(number)).aeat.status]),
    );
    expect(statuses.filter(([, status]) => status !== 'ACCEPTED')).toEqual([]);
    // The validator does refuse what the schema does not allow.
    const broken = body.replace(/<sum1:TipoHuella>01</, '<sum1:TipoHuella>02<');
    expect((await validateAgainstAeatSchema(broken, 'SuministroLR.xsd')).join('\n')).toMatch(/TipoHuella/);
  });

  it('sends the queue with the company certificate; the AEAT accepts it and the admins see each record accepted', async () => {
    const invoice = await issue(15000);
    const requests = fake.requests.length;
    const since = await databaseNow();
    expect(await sendAll()).toBe(1);
    const request = fake.requests[requests];
    expect(request).toMatchObject({ caller: 'B07000000 MALLORCA MARINE TECH (R: 00000000T)', valid: true, errors: [] });
    expect(request.records.map((record) => record.invoiceNumber)).toEqual([invoice.number]);
    expect((await recordOf(invoice.number)).aeat).toMatchObject({ status: 'ACCEPTED', errorCode: null, attempts: 1 });
    // The AEAT's default wait (60 s) before the next request.
    await expectWaitSince(since, 60_000);
    const [{ csv }]: { csv: string }[] = await db.query('SELECT csv FROM aeat_responses ORDER BY id DESC LIMIT 1');
    expect(csv).toMatch(/^A-FAKE/);
  });

  it('waits the TiempoEsperaEnvio the AEAT asks for before its next request', async () => {
    fake.answerNext({ kind: 'wait', seconds: 120 });
    await issue(1000);
    const since = await databaseNow();
    expect(await sendAll()).toBe(1);
    await expectWaitSince(since, 120_000);
    const waiting = await issue(2000);
    const requests = fake.requests.length;
    // Not due for two minutes (a test ends within its 30 s timeout).
    expect(await send()).toBe(0);
    expect(fake.requests.length).toBe(requests);
    expect((await recordOf(waiting.number)).aeat.status).toBe('PENDING');
    expect(await sendAll()).toBe(1);
    expect((await recordOf(waiting.number)).aeat.status).toBe('ACCEPTED');
  });

  it('keeps the AEAT words for a record accepted with errors, which can be corrected', async () => {
    fake.answerNext({ kind: 'acceptedWithErrors', code: 1237, description: 'El NIF del destinatario no está identificado en el censo de la AEAT.' });
    const invoice = await issue(3000);
    await sendAll();
    expect(await recordOf(invoice.number)).toMatchObject({
      correctable: true,
      aeat: { status: 'ACCEPTED_WITH_ERRORS', errorCode: 1237, errorDescription: 'El NIF del destinatario no está identificado en el censo de la AEAT.' },
    });
  });

  it('shows a rejected record with the AEAT words; its correction (subsanación) is chained, marked as such, sent and accepted', async () => {
    const client = await createCustomerFixture(db, 'rechazada@cliente.es');
    await db.query(
      `UPDATE users SET tax_id = 'B07000029', tax_id_kind = 'NIF', tax_id_country = 'ES', name = 'Náutica Rechazada S.L.', address_line = 'Moll Vell 1', postal_code = '07012', city = 'Palma', country_code = 'ES' WHERE id = $1`,
      [client.userId],
    );
    await sendAll(); // the fixture's own invoices
    fake.answerNext({ kind: 'rejected', code: 1100, description: 'Valor o tipo incorrecto del campo: IDDestinatario.' });
    const invoice = await issueTo(userId(client.userId), 4000);
    await sendAll();
    const rejected = await recordOf(invoice.number);
    expect(rejected).toMatchObject({
      correctable: true,
      aeat: { status: 'REJECTED', errorCode: 1100, errorDescription: 'Valor o tipo incorrecto del campo: IDDestinatario.' },
    });

    // The admin corrects the client's tax id, then sends the corrected record.
    await db.query(`UPDATE users SET tax_id = 'B07000011', tax_id_kind = 'NIF', tax_id_country = 'ES' WHERE id = $1`, [client.userId]);
    const corrected = await as<{ correctBillingRecord: { record: RecordNode } }>(admin, CORRECT, {
      input: { position: rejected.position, note: 'NIF del cliente corregido' },
    });
    expect(corrected.errors).toBeUndefined();
    const record = corrected.data!.correctBillingRecord.record;
    expect(record).toMatchObject({
      kind: 'ALTA',
      invoiceNumber: invoice.number,
      correctsPosition: rejected.position,
      reason: 'NIF del cliente corregido',
      aeat: { status: 'PENDING' },
    });
    const requests = fake.requests.length;
    await sendAll();
    expect(fake.requests[requests]).toMatchObject({ valid: true, errors: [] });
    // The AEAT never held the invoice (its first record was rejected): an 'alta por rechazo', RechazoPrevio X (Validaciones §5).
    expect(fake.requests[requests].records).toEqual([expect.objectContaining({ invoiceNumber: invoice.number, correction: 'S', previouslyRejected: 'X' })]);
    expect(fake.requests[requests].body).toContain('<sum1:NIF>B07000011</sum1:NIF>');
    expect((await recordOf(invoice.number)).aeat.status).toBe('ACCEPTED');
    // Once only.
    const twice = await as(admin, CORRECT, { input: { position: rejected.position } });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'NOT_CORRECTABLE' });
    expect((await as(admin, CORRECT, { input: { position: 0 } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the records queued when the AEAT does not answer in time, and tries again later, waiting twice as long each time', async () => {
    const invoice = await issue(6000);
    const noAnswer = `no answer within ${verifactu.timeoutMs} ms`;
    let since = await databaseNow();
    expect(await sendUnanswered()).toBe(0);
    expect((await recordOf(invoice.number)).aeat).toMatchObject({ status: 'PENDING', attempts: 1, lastError: noAnswer });
    await expectWaitSince(since, verifactu.retryBaseMs);
    const requests = fake.requests.length;
    expect(await send()).toBe(0); // not due yet (a minute: a test ends within 30 s)
    expect(fake.requests.length).toBe(requests);
    since = await databaseNow();
    expect(await sendUnanswered()).toBe(0);
    await expectWaitSince(since, 2 * verifactu.retryBaseMs);
    const settings = (await as<{ verifactuSettings: { queue: { pending: number; lastError: string } } }>(admin, SETTINGS)).data!.verifactuSettings;
    expect(settings.queue).toMatchObject({ pending: 1, lastError: noAnswer });
    expect(await sendAll()).toBe(1);
    expect((await recordOf(invoice.number)).aeat).toMatchObject({ status: 'ACCEPTED', attempts: 3, lastError: null });
  });

  it('after an outage sends what waited, in chain order, flagged as sent after an incident (Incidencia S); what is made after the AEAT answers again goes unflagged', async () => {
    const status = async () =>
      (await as<{ verifactuStatus: { pending: number; incidentSince: string | null; incidentPending: number } }>(admin, STATUS)).data!.verifactuStatus;
    const waiting = await issue(7100);
    const since = await databaseNow();
    expect(await sendUnanswered()).toBe(0);
    // Made while the AEAT cannot be reached.
    const during = await issue(7200);
    const outage = await status();
    expect(outage).toMatchObject({ pending: 2, incidentPending: 2 });
    expect(Date.parse(outage.incidentSince!)).toBeGreaterThanOrEqual(Date.parse(since));

    const requests = fake.requests.length;
    expect(await sendAll()).toBe(2);
    const late = fake.requests[requests];
    expect(late).toMatchObject({ valid: true, errors: [] });
    expect(late.records.map((record) => record.invoiceNumber)).toEqual([waiting.number, during.number]);
    expect(late.body).toContain('<sum1:RemisionVoluntaria><sum1:Incidencia>S</sum1:Incidencia></sum1:RemisionVoluntaria>');
    expect(await status()).toMatchObject({ pending: 0, incidentSince: null, incidentPending: 0 });

    const after = await issue(7300);
    expect(await sendAll()).toBe(1);
    const normal = fake.requests[requests + 1];
    expect(normal.records.map((record) => record.invoiceNumber)).toEqual([after.number]);
    expect(normal.body).not.toContain('Incidencia');
  });

  it("never mixes records sent after an incident with others in one request: the flag is the header's", async () => {
    const left = await issue(7400);
    const fresh = await issue(7500);
    // What an incident leaves when the AEAT answers again with more waiting than one request carries: the older still flagged.
    await db.query(`UPDATE aeat_submissions s SET incident = true FROM billing_records r WHERE r.id = s.record_id AND r.invoice_number = $1`, [left.number]);
    const requests = fake.requests.length;
    expect(await sendAll()).toBe(1);
    expect(await sendAll()).toBe(1);
    const [first, second] = fake.requests.slice(requests);
    expect(first.records.map((record) => record.invoiceNumber)).toEqual([left.number]);
    expect(first.body).toContain('<sum1:Incidencia>S</sum1:Incidencia>');
    expect(second.records.map((record) => record.invoiceNumber)).toEqual([fresh.number]);
    expect(second.body).not.toContain('Incidencia');
  });

  it("checks the connection: the certificate and its holder, then a query of the company's records of this month to the AEAT, issuing nothing", async () => {
    const invoice = await issue(8100);
    await sendAll();
    const [{ records: before }]: { records: number }[] = await db.query('SELECT count(*)::int AS records FROM billing_records');
    const consultations = fake.consultations.length;
    const response = await as<{ checkVerifactuConnection: { check: Record<string, unknown> } }>(admin, CHECK);
    expect(response.errors).toBeUndefined();
    const month = invoice.issueDate.slice(0, 7);
    const { check } = response.data!.checkVerifactuConnection;
    expect(check).toMatchObject({
      endpoint: fake.url,
      outcome: 'ANSWERED',
      detail: null,
      period: month,
      more: false,
      certificate: { configured: true, subject: 'B07000000 MALLORCA MARINE TECH (R: 00000000T)', problem: null },
    });
    expect(check.records).toBeGreaterThanOrEqual(1);
    const query = fake.consultations.slice(consultations);
    expect(query).toMatchObject([{ asking: 'ObligadoEmision', year: month.slice(0, 4), period: month.slice(5), errors: [], result: 'ConDatos' }]);
    const [{ tax_id }]: { tax_id: string }[] = await db.query(`SELECT details->>'taxId' AS tax_id FROM company_details WHERE id = 1`);
    expect(query[0].body).toContain('<con:ConsultaFactuSistemaFacturacion>');
    expect(query[0].body).toContain(`<sum1:NIF>${tax_id}</sum1:NIF>`);
    expect(query[0].body).toContain(`<sum1:Ejercicio>${month.slice(0, 4)}</sum1:Ejercicio><sum1:Periodo>${month.slice(5)}</sum1:Periodo>`);
    expect(await db.query('SELECT count(*)::int AS records FROM billing_records')).toEqual([{ records: before }]);
    expect((await as(customerToken, CHECK)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('tells what failed in a connection check: a certificate that cannot be read or has expired, refused by the AEAT (403), the AEAT unreachable or silent', async () => {
    const checkWith = (changes: Partial<VerifactuConfig>, checkClock = clock) => {
      const config = { ...api.config, verifactu: { ...verifactu, ...changes } };
      return new AeatConnection(config, checkClock, new CompanyCertificate(config, checkClock), api.app.get(BusinessTexts)).check();
    };
    expect(await checkWith({ certificatePassword: 'not-the-password' })).toMatchObject({
      outcome: 'CERTIFICATE_UNREADABLE',
      records: null,
      certificate: { configured: true, problem: 'UNREADABLE' },
    });
    expect(await checkWith({ certificatePath: null })).toMatchObject({ outcome: 'NO_CERTIFICATE', certificate: { configured: false } });
    const expired = makeTestCertificates({ companyNotAfter: new Date(Date.now() - 3_600_000) });
    await writeFile(join(folder, 'expired.p12'), expired.companyP12);
    expect(await checkWith({ certificatePath: join(folder, 'expired.p12'), certificatePassword: expired.companyPassword })).toMatchObject({
      outcome: 'CERTIFICATE_EXPIRED',
      certificate: { problem: 'EXPIRED' },
    });

    // A server that refuses the certificate as the AEAT does.
    const refusing = createHttpsServer({ key: certificates.serverKeyPem, cert: certificates.serverCertPem }, (_request, response) =>
      response.writeHead(403).end('Forbidden'),
    );
    const silent = createHttpsServer({ key: certificates.serverKeyPem, cert: certificates.serverCertPem });
    const received = new Promise<void>((resolve) => silent.on('request', () => resolve()));
    const listen = (server: ReturnType<typeof createHttpsServer>) =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`https://127.0.0.1:${(server.address() as { port: number }).port}/VerifactuSOAP`)),
      );
    try {
      expect(await checkWith({ endpoint: await listen(refusing) })).toMatchObject({ outcome: 'CERTIFICATE_REFUSED', detail: expect.stringContaining('403') });
      // Nothing listens there.
      expect(await checkWith({ endpoint: `https://127.0.0.1:${await freePort()}/VerifactuSOAP` })).toMatchObject({
        outcome: 'UNREACHABLE',
        detail: expect.stringContaining('ECONNREFUSED'),
      });
      const silentClock = new ManualClock();
      const checking = checkWith({ endpoint: await listen(silent) }, silentClock);
      await received;
      silentClock.advance(verifactu.timeoutMs);
      expect(await checking).toMatchObject({ outcome: 'TIMEOUT', detail: `no answer within ${verifactu.timeoutMs} ms` });
    } finally {
      refusing.closeAllConnections();
      silent.closeAllConnections();
      refusing.close();
      silent.close();
    }
  }, 60_000);

  it('gives up a request in flight when the app stops, instead of waiting for the AEAT: its records stay queued', async () => {
    const invoice = await issue(6500);
    // Another process, whose clock never moves: only its stopping can end the request.
    const stopping = await createTestApp({ verifactu }, { databaseUrl: api.databaseUrl, clock: new ManualClock() });
    const held = fake.holdNext();
    await makeDue();
    const sending = stopping.app.get(AeatSender).drain();
    await held;
    await stopping.close();
    expect(await sending).toBe(0);
    expect((await recordOf(invoice.number)).aeat).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'the process stopped before the AEAT answered' });
  });

  it('prints the tax QR on the PDF: decoded, it is the AEAT verification URL with the NIF, number, day and total; the portal shows the same', async () => {
    const invoice = await issue(24141);
    const pdf = Buffer.from(await (await fetch(`${api.url}${invoice.pdfUrl}`, { headers: { authorization: `Bearer ${customerToken}` } })).arrayBuffer());
    await writeFile(join(folder, 'invoice.pdf'), pdf);
    await run('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', join(folder, 'invoice.pdf'), join(folder, 'page')]);
    const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Sqrcode.enable', join(folder, 'page-1.png')]);
    const [{ tax_id }]: { tax_id: string }[] = await db.query(`SELECT issuer->>'taxId' AS tax_id FROM invoices WHERE number = $1`, [invoice.number]);
    const day = invoice.issueDate.split('-').reverse().join('-');
    const expected = `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${tax_id.replace(/[^0-9A-Z]/gi, '')}&numserie=${invoice.number}&fecha=${day}&importe=292.11`;
    expect(stdout.trim()).toBe(expected);
    // The test environment: marked as a test in the reader's language (under the QR, on two lines), never VERI*FACTU.
    const text = words((await run('pdftotext', ['-layout', join(folder, 'invoice.pdf'), '-'])).stdout);
    expect(text).toContain('QR tributario:');
    expect(text).toContain('Pruebas: sin validez ante la AEAT');
    expect(text).not.toContain('VERI*FACTU');
    const english = words(
      await pdfText(
        Buffer.from(await (await fetch(`${api.url}${invoice.pdfUrl}?lang=en`, { headers: { authorization: `Bearer ${customerToken}` } })).arrayBuffer()),
      ),
    );
    expect(english).toContain('Test: not valid before the AEAT');
    expect(english).not.toContain('VERI*FACTU');

    const portal = await as<{ node: { verification: { url: string; qrSize: number; qrPath: string; mode: string } } }>(customerToken, INVOICE, {
      id: invoice.id,
    });
    expect(portal.data!.node.verification).toMatchObject({ url: expected, mode: 'TEST' });
    expect(portal.data!.node.verification.qrPath).toMatch(/^M\d+ \d+h1v1h-1z/);
    // Customers see their QR, not the records (admins do).
    expect((portal.data!.node as unknown as { billingRecords: unknown[] }).billingRecords).toEqual([]);
    const forAdmin = await as<{ node: { billingRecords: { kind: string }[] } }>(admin, INVOICE, { id: invoice.id });
    expect(forAdmin.data!.node.billingRecords).toEqual([expect.objectContaining({ kind: 'ALTA' })]);
  });

  it('cancels an invoice in full with a rectifying invoice by differences: the original reads Rectificada, the credit Saldada, and neither can be paid', async () => {
    const original = await issue(10000, 'Mantenimiento anual');
    const response = await as<{ createRectifyingInvoice: { invoice: InvoiceNode & { rectificationMethod: string; rectificationCause: string } } }>(
      admin,
      RECTIFY,
      {
        input: { invoiceId: original.id, reason: 'Servicio cancelado', method: 'DIFFERENCES', cause: 'R4' },
      },
    );
    expect(response.errors).toBeUndefined();
    const credit = response.data!.createRectifyingInvoice.invoice;
    expect(credit).toMatchObject({
      number: expect.stringMatching(/^RECT-/),
      amountCents: -12100,
      status: 'SETTLED',
      rectificationMethod: 'DIFFERENCES',
      rectificationCause: 'R4',
    });
    const after = await as<{ node: { status: string } }>(customerToken, INVOICE, { id: original.id });
    expect(after.data!.node.status).toBe('RECTIFIED');
    const pay = 'mutation Pay($input: PayInvoiceInput!) { payInvoice(input: $input) { checkoutUrl } }';
    expect((await as(customerToken, pay, { input: { invoiceId: original.id } })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'RECTIFIED',
    });
    expect((await as(customerToken, pay, { input: { invoiceId: credit.id } })).errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'SETTLED' });
    const record = await recordOf(credit.number);
    expect(record).toMatchObject({ invoiceType: 'R4', totalCents: -12100 });
    // Neither Pendiente nor Vencida in the lists.
    const pending = await as<{ invoices: { edges: { node: { number: string } }[] } }>(
      customerToken,
      '{ invoices(status: PENDING, first: 100) { edges { node { number } } } }',
    );
    expect(pending.data!.invoices.edges.map((edge) => edge.node.number)).not.toEqual(expect.arrayContaining([original.number]));
    const settled = await as<{ invoices: { edges: { node: { number: string } }[] } }>(
      customerToken,
      '{ invoices(status: SETTLED, first: 100) { edges { node { number } } } }',
    );
    expect(settled.data!.invoices.edges.map((edge) => edge.node.number)).toContain(credit.number);
    // A credit takes no lines; a substitution needs them.
    expect(
      (
        await as(admin, RECTIFY, {
          input: { invoiceId: (await issue(100)).id, reason: 'x', method: 'DIFFERENCES', lines: [{ description: 'x', quantity: 1, unitPriceCents: 1 }] },
        })
      ).errors?.[0].extensions?.fieldErrors,
    ).toEqual([expect.objectContaining({ field: 'lines', code: 'creditTakesNoLines' })]);
    expect((await as(admin, RECTIFY, { input: { invoiceId: original.id, reason: 'x' } })).errors?.[0].extensions?.fieldErrors).toEqual([
      expect.objectContaining({ field: 'lines', code: 'isNotEmpty' }),
    ]);
  });

  it('cancels an unpaid invoice issued by mistake with a registro de anulación; a paid or rectifying one is refused', async () => {
    const mistaken = await issue(8000);
    const voided = await as<{ voidInvoice: { invoice: { status: string } } }>(admin, VOID, { input: { invoiceId: mistaken.id, reason: 'Emitida por error' } });
    expect(voided.data?.voidInvoice.invoice.status).toBe('VOIDED');
    const [cancellation] = (await chain(1)).newest;
    expect(cancellation).toMatchObject({ kind: 'ANULACION', invoiceNumber: mistaken.number, invoiceType: null, reason: 'Emitida por error' });
    const requests = fake.requests.length;
    await sendAll();
    // Its registro de alta had not gone yet: both go in chain order.
    expect(fake.requests[requests].records).toEqual([
      expect.objectContaining({ operation: 'Alta', invoiceNumber: mistaken.number }),
      expect.objectContaining({ operation: 'Anulacion', invoiceNumber: mistaken.number }),
    ]);
    expect((await recordOf(mistaken.number)).aeat.status).toBe('ACCEPTED');
    expect((await as(admin, VOID, { input: { invoiceId: mistaken.id, reason: 'otra vez' } })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'VOIDED',
    });
    const paid = customer.invoiceIds[1];
    expect((await as(admin, VOID, { input: { invoiceId: paid, reason: 'x' } })).errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'ALREADY_PAID',
    });
    expect((await as(admin, VOID, { input: { invoiceId: mistaken.id, reason: ' ' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await as(customerToken, VOID, { input: { invoiceId: mistaken.id, reason: 'x' } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('exports the quarter as a libro registro de facturas expedidas: one line per invoice and VAT rate, then the totals per rate', async () => {
    /** The CSV of the quarter a day falls in, as rows of cells. */
    const ledger = async (day: string, token = admin) => {
      const [year, month] = day.split('-').map(Number);
      const quarter = Math.floor((month - 1) / 3) + 1;
      const response = await fetch(`${api.url}/invoices/ledger.csv?year=${year}&quarter=${quarter}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="libro-registro-facturas-expedidas-${year}-${quarter}T.csv"`);
      const text = (await response.text()).replace(/^\uFEFF/, '');
      return {
        year,
        quarter,
        rows: text
          .trim()
          .split('\r\n')
          .map((row) => row.split(';')),
      };
    };
    /** The totals per rate are the sums of the lines above them (a cancelled invoice counts for nothing). */
    const expectTotalsOfLines = (rows: string[][]) => {
      const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
      const lines = rows.slice(1).filter((row) => !row[3].startsWith('TOTAL'));
      const totals = rows.filter((row) => /^TOTAL \d+ %$/.test(row[3]));
      expect(totals.length).toBeGreaterThan(0);
      for (const total of totals) {
        const ofRate = lines.filter((row) => row[8] === total[8] && row[12] !== 'Anulada');
        expect(cents(total[9])).toBe(ofRate.reduce((sum, row) => sum + cents(row[9]), 0));
        expect(cents(total[10])).toBe(ofRate.reduce((sum, row) => sum + cents(row[10]), 0));
      }
      expect(rows.at(-1)![3]).toBe('TOTAL');
    };
    const invoice = (
      await as<{ createInvoice: { invoice: InvoiceNode } }>(admin, CREATE, {
        input: {
          customerId,
          lines: [
            { description: 'Mano de obra', quantity: 2, unitPriceCents: 5900 },
            { description: 'Fusible', quantity: 3, unitPriceCents: 1250, vatRate: 10 },
          ],
        },
      })
    ).data!.createInvoice.invoice;
    const mistaken = await issue(9900, 'Emitida por error');
    expect((await as(admin, VOID, { input: { invoiceId: mistaken.id, reason: 'Emitida por error' } })).errors).toBeUndefined();

    const { year, quarter, rows } = await ledger(invoice.issueDate);
    expect(rows[0]).toEqual([
      'Ejercicio',
      'Periodo',
      'Fecha de expedición',
      'Número',
      'Tipo de factura',
      'Factura rectificada',
      'NIF del destinatario',
      'Nombre del destinatario',
      'Tipo de IVA (%)',
      'Base imponible',
      'Cuota de IVA',
      'Total de la factura',
      'Estado',
    ]);
    const day = invoice.issueDate.split('-').reverse().join('/');
    expect(rows.filter((row) => row[3] === invoice.number)).toEqual([
      [String(year), `${quarter}T`, day, invoice.number, 'F1', '', 'B07000003', 'Náutica Verifactu S.L.', '21', '118,00', '24,78', '184,03', 'Emitida'],
      [String(year), `${quarter}T`, day, invoice.number, 'F1', '', 'B07000003', 'Náutica Verifactu S.L.', '10', '37,50', '3,75', '184,03', 'Emitida'],
    ]);
    expectTotalsOfLines(rows);
    const withVoided = await ledger(mistaken.issueDate);
    expect(withVoided.rows.filter((row) => row[3] === mistaken.number).map((row) => [row[8], row[9], row[12]])).toEqual([['21', '99,00', 'Anulada']]);
    expectTotalsOfLines(withVoided.rows);

    expect(
      (await fetch(`${api.url}/invoices/ledger.csv?year=${year}&quarter=${quarter}`, { headers: { authorization: `Bearer ${customerToken}` } })).status,
    ).toBe(403);
    expect((await fetch(`${api.url}/invoices/ledger.csv?year=${year}&quarter=5`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(400);
  });

  it('shows the settings: VERI*FACTU, the test environment, the certificate and its expiry, the system identification, the queue, which /metrics shows too', async () => {
    const settingsNow = async () =>
      (await as<{ verifactuSettings: Record<string, unknown> & { queue: Record<string, unknown> } }>(admin, SETTINGS)).data!.verifactuSettings;
    const metricsNow = async () => {
      const response = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(200);
      const text = await response.text();
      return { pending: sample(text, 'verifactu_pending_records'), oldest: sample(text, 'verifactu_oldest_pending_age_seconds') };
    };
    expect(await settingsNow()).toMatchObject({
      mode: 'TEST',
      environment: 'TEST',
      endpoint: fake.url,
      verificationUrl: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
      sending: true,
      certificate: {
        configured: true,
        subject: 'B07000000 MALLORCA MARINE TECH (R: 00000000T)',
        notAfter: certificates.companyNotAfter.toISOString(),
        problem: null,
      },
      system: { name: verifactu.system.name, id: verifactu.system.id, version: verifactu.system.version, producerName: 'Mallorca Marine Tech S.L.' },
      queue: { pending: 0, oldestPendingAgeSeconds: null, lastError: null, incidentSince: null, incidentPending: 0 },
      switches: [],
    });
    expect(await metricsNow()).toEqual({ pending: 0, oldest: 0 });

    // Two records waiting, the older queued ten minutes ago.
    const older = await issue(1000);
    await issue(2000);
    const since = await databaseNow();
    await db.query(
      `UPDATE aeat_submissions s SET queued_at = now() - interval '10 minutes' FROM billing_records r WHERE r.id = s.record_id AND r.invoice_number = $1`,
      [older.number],
    );
    const { queue } = await settingsNow();
    const metrics = await metricsNow();
    const ran = await secondsSince(since);
    expect([queue.pending, metrics.pending]).toEqual([2, 2]);
    for (const age of [queue.oldestPendingAgeSeconds as number, metrics.oldest!]) {
      expect(age).toBeGreaterThanOrEqual(600);
      expect(age).toBeLessThanOrEqual(600 + ran);
    }

    expect((await as(customerToken, SETTINGS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await as(customerToken, RECORDS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps one chain, never forked nor skipping, when two API processes issue invoices at the same moment', async () => {
    // One JWT secret, as replicas share it.
    const second = await createTestApp({ verifactu, jwtAccessSecret: api.config.jwtAccessSecret }, { databaseUrl: api.databaseUrl });
    try {
      const secondAdmin = (await second.login('admin@demo.com', 'Admin123!')).token;
      const before = (await chain(1)).newest[0].position;
      const issued = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 ? second : api).graphql<{ createInvoice: { invoice: InvoiceNode } }>(
            CREATE,
            { input: { customerId, lines: [{ description: `A la vez ${i}`, quantity: 1, unitPriceCents: 1000 + i }] } },
            { token: i % 2 ? secondAdmin : admin },
          ),
        ),
      );
      for (const response of issued) expect(response.errors).toBeUndefined();
      const records = await db.getRepository(BillingRecordEntity).find({ order: { position: 'ASC' } });
      expect(records.map((record) => record.position)).toEqual(records.map((_, i) => i + 1));
      for (let i = 1; i < records.length; i++) {
        expect(records[i].previousId).toBe(records[i - 1].id);
        expect(records[i].previous!.fingerprint).toBe(records[i - 1].fingerprint);
      }
      expect(
        records
          .slice(before)
          .map((record) => record.invoiceNumber)
          .sort(),
      ).toEqual(issued.map((response) => response.data!.createInvoice.invoice.number).sort());
      // Both processes send: each record goes once.
      const requests = fake.requests.length;
      await makeDue();
      const [mine, theirs] = await Promise.all([send(), second.app.get(AeatSender).drain()]);
      expect(mine + theirs).toBe(16);
      const sent = fake.requests.slice(requests).flatMap((request) => request.records.map((record) => record.invoiceNumber));
      expect(sent.sort()).toEqual(issued.map((response) => response.data!.createInvoice.invoice.number).sort());
    } finally {
      await second.close();
    }
    // The first process still answers on its own once the second has stopped.
    expect((await chain(1)).total).toBeGreaterThan(16);
  });

  it('verifies the chain at start-up and on demand; a record changed behind the application is found and shown to the admins', async () => {
    await issue(1000);
    const verify = () =>
      as<{ verifyBillingChain: { verification: { records: number; breaks: { position: number; invoiceNumber: string; problem: string }[] } } }>(admin, VERIFY);
    const intact = await verify();
    expect(intact.errors).toBeUndefined();
    const [{ count }]: { count: number }[] = await db.query('SELECT count(*)::int AS count FROM billing_records');
    expect(intact.data!.verifyBillingChain.verification).toEqual({ records: count, breaks: [] });
    const client = new pg.Client({ connectionString: api.databaseUrl });
    await client.connect();
    /** Someone with the database owner's rights, switching the guard off. */
    const behindTheApplication = async (sql: string) => {
      await client.query('ALTER TABLE billing_records DISABLE TRIGGER billing_records_append_only');
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.query('ALTER TABLE billing_records ENABLE TRIGGER billing_records_append_only');
      }
    };
    try {
      const [tampered] = await behindTheApplication('UPDATE billing_records SET total_cents = total_cents + 100 WHERE position = 3 RETURNING invoice_number');
      try {
        const found = [{ position: 3, invoiceNumber: tampered.invoice_number, problem: 'FINGERPRINT' }];
        expect((await verify()).data!.verifyBillingChain.verification.breaks).toEqual(found);
        expect((await as<{ billingChainVerification: { breaks: unknown[] } }>(admin, LATEST)).data!.billingChainVerification.breaks).toEqual([
          { position: 3, problem: 'FINGERPRINT' },
        ]);
        // A process starting on this database finds it before anyone asks.
        const [{ verifications }]: { verifications: number }[] = await db.query('SELECT count(*)::int AS verifications FROM billing_chain_verifications');
        const restarted = await createTestApp({ verifactu }, { databaseUrl: api.databaseUrl });
        try {
          expect(await db.query('SELECT count(*)::int AS verifications FROM billing_chain_verifications')).toEqual([{ verifications: verifications + 1 }]);
          expect(await restarted.app.get(BillingChain).latest()).toMatchObject({ records: count, breaks: found });
        } finally {
          await restarted.close();
        }
      } finally {
        await behindTheApplication('UPDATE billing_records SET total_cents = total_cents - 100 WHERE position = 3');
      }
      // Put back as it was, the chain verifies again.
      expect((await verify()).data!.verifyBillingChain.verification).toEqual({ records: count, breaks: [] });
    } finally {
      await client.end();
    }
  });
});

describe('VERI*FACTU without a certificate', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ verifactu: { ...loadConfig({}).verifactu, pollIntervalMs: 3_600_000 } });
  });
  afterAll(() => api.close());

  it('still makes and chains the records, shows them as not sent, sends nothing, and the settings say sending is off', async () => {
    const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
    const { billingRecords } = (
      await api.graphql<{ billingRecords: { totalCount: number; edges: { node: RecordNode }[] } }>(RECORDS, { first: 100 }, { token: admin })
    ).data!;
    expect(billingRecords.totalCount).toBeGreaterThan(0);
    expect(new Set(billingRecords.edges.map((edge) => edge.node.aeat.status))).toEqual(new Set(['NOT_SENT']));
    expect(await api.app.get(AeatSender).drain()).toBe(0);
    const settings = (
      await api.graphql<{
        verifactuSettings: { sending: boolean; certificate: { configured: boolean }; queue: { pending: number; lastError: string | null } };
      }>(SETTINGS, {}, { token: admin })
    ).data!.verifactuSettings;
    expect(settings).toMatchObject({ sending: false, certificate: { configured: false }, queue: { pending: billingRecords.totalCount, lastError: null } });
    // Nothing pretends to have been sent: no answer kept, no request tried.
    expect(
      await api.app
        .get(DataSource)
        .query('SELECT (SELECT count(*) FROM aeat_responses)::int AS answers, (SELECT max(attempts) FROM aeat_submissions) AS attempts'),
    ).toEqual([{ answers: 0, attempts: 0 }]);
  });
});

/**
 * One database through the life of an installation: the test environment, the switch to
 * production, production with and without a usable certificate. Each step is the app restarted
 * with another configuration, as an operator does it.
 */
describe('VERI*FACTU environments', () => {
  let folder: string;
  let fake: FakeAeat;
  /** The AEAT's production service: another service than its test one, with records of its own. */
  let production: FakeAeat;
  let base: VerifactuConfig;
  let databaseUrl: string;
  let api: TestApp | undefined;
  let customer: CustomerFixture;

  const start = async (changes: Partial<VerifactuConfig> = {}, clock?: ManualClock) => {
    await api?.close();
    api = await createTestApp({ verifactu: { ...base, ...changes } }, { databaseUrl, clock });
    return { api, db: api.app.get(DataSource), admin: (await api.login('admin@demo.com', 'Admin123!')).token };
  };
  const as = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => api!.graphql<T>(query, variables, { token });
  const sendAll = async () => {
    await api!.app.get(DataSource).query('UPDATE aeat_sender SET next_send_at = now() WHERE id = 1');
    return api!.app.get(AeatSender).drain();
  };
  const issue = async (admin: string, cents: number) => {
    const response = await as<{ createInvoice: { invoice: InvoiceNode } }>(admin, CREATE, {
      input: { customerId: userId(customer.userId), lines: [{ description: 'Revisión del piloto', quantity: 1, unitPriceCents: cents }] },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.createInvoice.invoice;
  };
  const recordOf = async (admin: string, number: string) =>
    (
      await as<{ billingRecords: { edges: { node: RecordNode & { environment: string } }[] } }>(
        admin,
        RECORDS.replace('position kind', 'position environment kind'),
        { first: 100 },
      )
    )
      .data!.billingRecords.edges.map((edge) => edge.node)
      .find((record) => record.invoiceNumber === number)!;
  /** The PDF's text as the customer downloads it, and the QR the portal shows. */
  const printed = async (invoice: InvoiceNode) => {
    const token = (await api!.login(customer.email, customer.password)).token;
    const pdf = Buffer.from(await (await fetch(`${api!.url}${invoice.pdfUrl}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    const portal = await as<{ node: { verification: { url: string; mode: string } } }>(token, INVOICE, { id: invoice.id });
    return { text: words(await pdfText(pdf)), ...portal.data!.node.verification };
  };
  const certificateEmails = async (db: DataSource) =>
    (await db.query(`SELECT kind, recipient, subject FROM outbox_messages WHERE kind LIKE 'verifactuCertificate%' ORDER BY id`)) as {
      kind: string;
      recipient: string;
      subject: string;
    }[];
  const admins = async (db: DataSource) =>
    (await db.query(`SELECT email, language FROM users WHERE role = 'admin' AND deactivated_at IS NULL ORDER BY email`)) as {
      email: string;
      language: string;
    }[];

  beforeAll(async () => {
    let certificates: TestCertificates;
    ({ certificates, folder, fake, verifactu: base } = await fakeAeatWithCertificates());
    production = await startFakeAeat({ key: certificates.serverKeyPem, cert: certificates.serverCertPem });
    databaseUrl = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await fake?.close();
    await production?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('switching to production starts a fresh chain and records the switch; test records never go to production; VERI*FACTU only on what goes there', async () => {
    let { db, admin } = await start();
    customer = await createCustomerFixture(db, 'entornos@cliente.com');
    await db.query(
      `UPDATE users SET tax_id = 'B07000003', tax_id_kind = 'NIF', tax_id_country = 'ES', name = 'Náutica Entornos S.L.', address_line = 'Moll Vell 1', postal_code = '07012', city = 'Palma', country_code = 'ES' WHERE id = $1`,
      [customer.userId],
    );
    await sendAll();
    const tested = await issue(admin, 10000);
    await sendAll();
    expect((await recordOf(admin, tested.number)).aeat.status).toBe('ACCEPTED');
    const waiting = await issue(admin, 11000);
    const inTest = await printed(tested);
    expect(inTest).toMatchObject({ mode: 'TEST', url: expect.stringMatching(/^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQR\?/) });
    expect(inTest.text).toContain('Pruebas: sin validez ante la AEAT');
    expect(inTest.text).not.toContain('VERI*FACTU');

    ({ db, admin } = await start({ environment: 'production', endpoint: production.url }));
    const settings = (await as<{ verifactuSettings: { mode: string; environment: string; switches: unknown[]; queue: { pending: number } } }>(admin, SETTINGS))
      .data!.verifactuSettings;
    expect(settings).toMatchObject({
      mode: 'VERIFACTU',
      environment: 'PRODUCTION',
      switches: [{ from: 'TEST', to: 'PRODUCTION', recordsLeft: 1 }],
      queue: { pending: 0 },
    });
    const testRequests = fake.requests.length;
    const live = await issue(admin, 12000);
    const next = await issue(admin, 13000);
    const first = await recordOf(admin, live.number);
    expect(first).toMatchObject({ environment: 'PRODUCTION', previousFingerprint: null });
    expect(await recordOf(admin, next.number)).toMatchObject({ environment: 'PRODUCTION', previousFingerprint: first.fingerprint });
    expect(await sendAll()).toBe(2);
    expect(await sendAll()).toBe(0);
    // Only the production records, to the production service, where they are the first of their chain; none to the test service.
    const sent = production.requests;
    expect(sent.flatMap((request) => request.records.map((record) => record.invoiceNumber))).toEqual([live.number, next.number]);
    expect(fake.requests.length).toBe(testRequests);
    expect((await recordOf(admin, live.number)).aeat).toMatchObject({ status: 'ACCEPTED', errorCode: null });
    expect(sent[0].body).toContain('<sum1:Encadenamiento><sum1:PrimerRegistro>S</sum1:PrimerRegistro></sum1:Encadenamiento>');
    expect(await recordOf(admin, waiting.number)).toMatchObject({ environment: 'TEST', aeat: { status: 'OTHER_ENVIRONMENT' } });
    const inProduction = await printed(live);
    expect(inProduction).toMatchObject({
      mode: 'VERIFACTU',
      url: expect.stringMatching(/^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?/),
    });
    expect(inProduction.text).toContain('VERI*FACTU');
    expect(inProduction.text).not.toContain('Pruebas');
    // A test invoice stays one.
    expect(await printed(tested)).toMatchObject({ mode: 'TEST', url: inTest.url });
    // Each chain verifies on its own.
    const [{ count }]: { count: number }[] = await db.query('SELECT count(*)::int AS count FROM billing_records');
    expect((await as<{ verifyBillingChain: { verification: unknown } }>(admin, VERIFY)).data!.verifyBillingChain.verification).toEqual({
      records: count,
      breaks: [],
    });

    // Started again as it is: nothing more to record.
    ({ admin } = await start({ environment: 'production', endpoint: production.url }));
    expect((await as<{ verifactuSettings: { switches: unknown[] } }>(admin, SETTINGS)).data!.verifactuSettings.switches).toHaveLength(1);
  }, 90_000);

  it('in production without a usable certificate: no VERI*FACTU legend, and every admin e-mailed once per problem, again when a fixed certificate later expires', async () => {
    let { db, admin } = await start({ environment: 'production', endpoint: production.url, certificatePath: null });
    const everyAdmin = await admins(db);
    const status = async () =>
      (await as<{ verifactuStatus: { mode: string; certificateAlert: { problem: string } | null } }>(admin, STATUS)).data!.verifactuStatus;
    const toldOf = async (kind: string) => (await certificateEmails(db)).filter((email) => email.kind === kind);
    expect(await status()).toMatchObject({ mode: 'NOT_SENDING', certificateAlert: { problem: 'MISSING' } });
    const missing = await toldOf('verifactuCertificateMissing');
    expect(missing.map((email) => email.recipient)).toEqual(everyAdmin.map((each) => each.email));
    const subjects = {
      es: 'VERI*FACTU: sin certificado, las facturas no llegan a la Agencia Tributaria',
      en: 'VERI*FACTU: no certificate, invoices are not going to the tax agency',
    };
    expect(missing.map((email) => email.subject)).toEqual(everyAdmin.map((each) => subjects[each.language as 'es' | 'en']));
    const unsent = await printed(await issue(admin, 14000));
    expect(unsent).toMatchObject({ mode: 'QR_ONLY', url: expect.stringMatching(/^https:\/\/www2\.agenciatributaria\.gob\.es\//) });
    expect(unsent.text).toContain('QR tributario:');
    expect(unsent.text).not.toContain('VERI*FACTU');
    expect(unsent.text).not.toContain('Pruebas');
    // An invoice whose record the AEAT's production service already has keeps its legend.
    const [accepted]: { id: number }[] = await db.query(
      `SELECT r.invoice_id AS id FROM billing_records r JOIN aeat_responses a ON a.record_id = r.id WHERE r.environment = 'production' AND a.status = 'ACCEPTED' LIMIT 1`,
    );
    const acceptedId = Buffer.from(`Invoice:${accepted.id}`).toString('base64url');
    expect((await as<{ node: { verification: { mode: string } } }>(admin, INVOICE, { id: acceptedId })).data!.node.verification.mode).toBe('VERIFACTU');

    ({ db, admin } = await start({ environment: 'production', endpoint: production.url, certificatePath: null }));
    expect(await certificateEmails(db)).toHaveLength(everyAdmin.length);

    const expired = makeTestCertificates({ companyNotAfter: new Date(Date.now() - 3_600_000) });
    await writeFile(join(folder, 'expired.p12'), expired.companyP12);
    ({ db, admin } = await start({
      environment: 'production',
      endpoint: production.url,
      certificatePath: join(folder, 'expired.p12'),
      certificatePassword: expired.companyPassword,
    }));
    expect(await toldOf('verifactuCertificateExpired')).toHaveLength(everyAdmin.length);
    expect(await status()).toMatchObject({ mode: 'NOT_SENDING', certificateAlert: { problem: 'EXPIRED' } });

    // Fixed: nothing to tell, nothing shown.
    ({ db, admin } = await start({ environment: 'production', endpoint: production.url }));
    expect(await certificateEmails(db)).toHaveLength(2 * everyAdmin.length);
    expect(await status()).toMatchObject({ mode: 'VERIFACTU', certificateAlert: null });

    // A new one that expires in 20 days: warned ahead, then told again once it has expired.
    const clock = new ManualClock();
    const soon = makeTestCertificates({ companyNotAfter: new Date(Math.floor(clock.now() / 1000 + 20 * 86_400) * 1000) });
    await writeFile(join(folder, 'soon.p12'), soon.companyP12);
    ({ db, admin } = await start(
      { environment: 'production', endpoint: production.url, certificatePath: join(folder, 'soon.p12'), certificatePassword: soon.companyPassword },
      clock,
    ));
    const expiring = await toldOf('verifactuCertificateExpiring');
    expect(expiring).toHaveLength(everyAdmin.length);
    expect(expiring[0].subject).toMatch(/ 20 /);
    expect(await status()).toMatchObject({ mode: 'VERIFACTU', certificateAlert: { problem: 'EXPIRING' } });
    clock.advance(21 * 86_400_000);
    const alerts = api!.app.get(CertificateAlerts);
    expect(await alerts.check()).toMatchObject({ problem: 'EXPIRED' });
    expect(await alerts.check()).toMatchObject({ problem: 'EXPIRED' });
    expect(await toldOf('verifactuCertificateExpired')).toHaveLength(2 * everyAdmin.length);
    expect(await status()).toMatchObject({ mode: 'NOT_SENDING', certificateAlert: { problem: 'EXPIRED' } });
  }, 90_000);
});
