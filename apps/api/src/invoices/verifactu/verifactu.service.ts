import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { priceLines } from '@mmt/billing';
import { PerRequest } from '../../common/per-request.js';
import { conflict, notFound } from '../../common/errors/graphql-errors.js';
import type { Page } from '../../common/relay/connection.js';
import { CompanyService } from '../../company/company.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { userTaxIdentity } from '../../users/entities/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { InvoiceEntity, InvoiceLineEntity } from '../entities/invoice.entity.js';
import { CompanyCertificate } from './aeat-certificate.js';
import { AEAT_ENDPOINTS } from './aeat-client.js';
import { AeatSender } from './aeat-sender.js';
import { recordIssue, systemOf } from './billing-records.js';
import { ChainEnvironment } from './chain-environment.js';
import type { RecordEnvironment } from './entities/billing-record.entity.js';
import {
  AeatStatus,
  CertificateAlertProblem,
  CertificateProblem,
  VerifactuMode,
  environmentOf,
  type BillingRecord,
  type VerifactuSettings,
  type VerifactuStatus,
} from './verifactu.model.js';
import { VERIFICATION_BASE_URLS, verificationFactsOf, type InvoiceVerificationFacts } from './verification-qr.js';

interface RecordRow {
  position: number;
  environment: RecordEnvironment;
  kind: BillingRecord['kind'];
  invoice_id: number;
  invoice_number: string;
  issue_date: string;
  invoice_type: string | null;
  total_cents: number | null;
  fingerprint: string;
  previous: { fingerprint: string } | null;
  generated_at_text: string;
  reason: string | null;
  corrects_position: number | null;
  aeat_status: AeatStatus | null;
  error_code: number | null;
  error_description: string | null;
  received_at: Date | null;
  attempts: number | null;
  last_error: string | null;
  corrected: boolean;
}

/** A record with where it stands at the AEAT (its latest answer, or its place in the queue). */
const RECORD_SELECT = `
  SELECT r.position, r.environment, r.kind, r.invoice_id, r.invoice_number, r.issue_date::text, r.invoice_type, r.total_cents, r.fingerprint, r.previous,
         r.generated_at_text, r.reason, c.position AS corrects_position,
         a.status AS aeat_status, a.error_code, a.error_description, a.received_at, s.attempts, s.last_error,
         EXISTS (SELECT 1 FROM billing_records n WHERE n.corrects_id = r.id) AS corrected
    FROM billing_records r
    LEFT JOIN billing_records c ON c.id = r.corrects_id
    LEFT JOIN aeat_submissions s ON s.record_id = r.id
    LEFT JOIN LATERAL (SELECT * FROM aeat_responses x WHERE x.record_id = r.id ORDER BY x.id DESC LIMIT 1) a ON true`;

/** Of the environment $1: a record still in the sending queue, or the AEAT's latest answer a rejection not yet corrected. */
const ATTENTION = `r.environment = $1 AND (s.status = 'PENDING' OR (a.status = 'REJECTED' AND NOT EXISTS (SELECT 1 FROM billing_records n WHERE n.corrects_id = r.id)))`;

/** The chains as the admins see them, the settings and status of VERI*FACTU, corrections (subsanación), and each invoice's QR. */
@Injectable()
export class VerifactuService {
  private readonly loaders = new PerRequest(() => ({
    verification: new DataLoader<number, InvoiceVerificationFacts | null>(async (ids) => {
      const facts = await verificationFactsOf(this.dataSource.manager, ids, await this.certificate.sendsToProduction());
      return ids.map((id) => facts.get(id) ?? null);
    }),
    ofInvoice: new DataLoader<number, BillingRecord[]>(async (ids) => {
      const rows: RecordRow[] = await this.dataSource.query(`${RECORD_SELECT} WHERE r.invoice_id = ANY($1) ORDER BY r.position`, [[...ids]]);
      return ids.map((id) => rows.filter((row) => row.invoice_id === id).map((row) => this.toRecord(row)));
    }),
  }));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sender: AeatSender,
    private readonly certificate: CompanyCertificate,
    private readonly environment: ChainEnvironment,
    private readonly company: CompanyService,
    private readonly users: UsersService,
  ) {}

  /** The chain, newest first; `needsAttention`: only this environment's records pending or rejected (see ATTENTION). */
  async records(page: Page, needsAttention = false): Promise<[BillingRecord[], number]> {
    const [where, values] = needsAttention ? [`WHERE ${ATTENTION}`, [this.config.verifactu.environment]] : ['', []];
    const rows: RecordRow[] = await this.dataSource.query(
      `${RECORD_SELECT} ${where} ORDER BY r.position DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, page.limit, page.offset],
    );
    const [{ total }]: { total: number }[] = needsAttention
      ? await this.dataSource.query(`SELECT count(*)::int AS total FROM (${RECORD_SELECT} ${where}) r`, values)
      : await this.dataSource.query('SELECT count(*)::int AS total FROM billing_records');
    return [rows.map((row) => this.toRecord(row)), total];
  }

  /** How many of this environment's records wait for the AEAT's answer, and how many it rejected with no correction yet. */
  async attention(): Promise<{ pending: number; rejected: number }> {
    const [row]: { pending: number; rejected: number }[] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE s.status = 'PENDING')::int AS pending, count(*) FILTER (WHERE s.status IS DISTINCT FROM 'PENDING')::int AS rejected
         FROM billing_records r
         LEFT JOIN aeat_submissions s ON s.record_id = r.id
         LEFT JOIN LATERAL (SELECT x.status FROM aeat_responses x WHERE x.record_id = r.id ORDER BY x.id DESC LIMIT 1) a ON true
        WHERE ${ATTENTION}`,
      [this.config.verifactu.environment],
    );
    return row;
  }

  loadRecordsOfInvoice(request: object, invoiceId: number): Promise<BillingRecord[]> {
    return this.loaders.for(request).ofInvoice.load(invoiceId);
  }

  /** How the invoice's QR reads (its environment, what it says beside it); null: issued without a VERI*FACTU record. */
  loadVerification(request: object, invoiceId: number): Promise<InvoiceVerificationFacts | null> {
    return this.loaders.for(request).verification.load(invoiceId);
  }

  /** TEST in the test environment; in production VERIFACTU only while records can be sent. */
  private mode(sending: boolean): VerifactuMode {
    if (this.config.verifactu.environment === 'test') return VerifactuMode.TEST;
    return sending ? VerifactuMode.VERIFACTU : VerifactuMode.NOT_SENDING;
  }

  async settings(): Promise<VerifactuSettings> {
    const { verifactu } = this.config;
    const [{ info: certificate }, queue, switches, company] = await Promise.all([
      this.certificate.read(),
      this.sender.queue(),
      this.environment.switches(),
      this.company.details(),
    ]);
    const { system } = verifactu;
    const sending = certificate.configured && certificate.problem === null;
    return {
      mode: this.mode(sending),
      environment: environmentOf(verifactu.environment),
      endpoint: verifactu.endpoint ?? AEAT_ENDPOINTS[verifactu.environment],
      verificationUrl: VERIFICATION_BASE_URLS[verifactu.environment],
      sending,
      certificate: { ...certificate, problem: certificate.problem as CertificateProblem | null },
      // As the records name it (the company, unless another producer is configured).
      system: systemOf(system, company),
      queue,
      switches: switches.map((change) => ({ ...change, from: environmentOf(change.from), to: environmentOf(change.to) })),
    };
  }

  /** What the admin home and the invoicing screens warn of. */
  async status(): Promise<VerifactuStatus> {
    const [{ pfx }, alert, queue] = await Promise.all([this.certificate.read(), this.certificate.alert(), this.sender.queue()]);
    return {
      mode: this.mode(pfx !== null),
      certificateAlert: alert && { problem: alert.problem as CertificateAlertProblem, notAfter: alert.notAfter },
      pending: queue.pending,
      incidentSince: queue.incidentSince,
      incidentPending: queue.incidentPending,
    };
  }

  /**
   * A corrected record (subsanación) of an invoice whose record the AEAT rejected or accepted with
   * errors: a new registro de alta of the same invoice (which never changes), chained and queued,
   * marked Subsanacion (and RechazoPrevio when it was rejected). It names the customer as their
   * details are now, so that a tax id corrected on the client's page goes to the AEAT.
   */
  async correct(position: number, note: string | null): Promise<BillingRecord> {
    const created = await this.dataSource.transaction(async (manager) => {
      // The chain's lock first: no two corrections of one record.
      await manager.query('SELECT 1 FROM billing_chain_head WHERE id = 1 FOR UPDATE');
      const [row]: RecordRow[] = await manager.query(`${RECORD_SELECT} WHERE r.position = $1`, [position]);
      if (!row) throw notFound('Billing record not found');
      const record = this.toRecord(row);
      if (!record.correctable) throw conflict('Only a record the AEAT rejected or accepted with errors can be corrected, once', { reason: 'NOT_CORRECTABLE' });
      // Its correction would go to the other environment's chain, where the AEAT never had it.
      if (row.environment !== this.config.verifactu.environment)
        throw conflict('A record of the other AEAT environment cannot be corrected in this one', { reason: 'OTHER_ENVIRONMENT' });
      const invoice = await manager.getRepository(InvoiceEntity).findOneByOrFail({ id: row.invoice_id });
      const lines = await manager.getRepository(InvoiceLineEntity).find({ where: { invoiceId: invoice.id }, order: { position: 'ASC' } });
      const customer = await this.users.userById(invoice.customerId, manager);
      const identity = userTaxIdentity(customer);
      const rectified = invoice.rectifiesId ? await manager.getRepository(InvoiceEntity).findOneBy({ id: invoice.rectifiesId }) : null;
      const [{ id: correctedId }]: { id: string }[] = await manager.query('SELECT id FROM billing_records WHERE position = $1', [position]);
      // Whether the AEAT holds a record of the invoice (one was accepted, with errors or not): a rejected correction is then corrected again (S), else the invoice's first record is sent anew (X).
      const [{ held }]: { held: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM aeat_responses a JOIN billing_records r ON r.id = a.record_id WHERE r.invoice_id = $1 AND r.kind = 'ALTA' AND a.status <> 'REJECTED') AS held`,
        [invoice.id],
      );
      return recordIssue(manager, invoice, this.config.verifactu.system, {
        vat: priceLines(lines).vat,
        rectified,
        corrects: {
          recordId: correctedId,
          rejectionMarker: record.aeat.status === AeatStatus.REJECTED ? (held ? 'S' : 'X') : null,
          reason: note ?? 'Subsanación',
        },
        recipient: identity && { name: customer.name, ...identity },
      });
    });
    const [row]: RecordRow[] = await this.dataSource.query(`${RECORD_SELECT} WHERE r.position = $1`, [created.position]);
    return this.toRecord(row);
  }

  private toRecord(row: RecordRow): BillingRecord {
    const answered = row.aeat_status !== null;
    const { environment, certificatePath } = this.config.verifactu;
    const status = answered
      ? row.aeat_status!
      : row.environment !== environment
        ? AeatStatus.OTHER_ENVIRONMENT
        : certificatePath
          ? AeatStatus.PENDING
          : AeatStatus.NOT_SENT;
    return {
      position: row.position,
      environment: environmentOf(row.environment),
      kind: row.kind,
      invoiceRowId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      issueDate: row.issue_date,
      invoiceType: row.invoice_type,
      totalCents: row.total_cents,
      fingerprint: row.fingerprint,
      previousFingerprint: row.previous?.fingerprint ?? null,
      generatedAt: row.generated_at_text,
      reason: row.reason,
      correctsPosition: row.corrects_position,
      aeat: {
        status,
        errorCode: row.error_code,
        errorDescription: row.error_description,
        answeredAt: row.received_at,
        attempts: row.attempts ?? 0,
        lastError: answered ? null : row.last_error,
      },
      correctable: row.kind === 'ALTA' && (status === AeatStatus.REJECTED || status === AeatStatus.ACCEPTED_WITH_ERRORS) && !row.corrected,
    };
  }
}
