import { paths } from '@mmt/contract';
import type { Language } from '@mmt/i18n';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { priceLines } from '@mmt/billing';
import { BoatsService } from '../boats/boats.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { OutboxAttachment } from '../outbox/entities/outbox-message.entity.js';
import type { QuoteEntity } from '../quotes/entities/quote.entity.js';
import { quoteNumber } from '../quotes/models/quote.model.js';
import { BusinessTexts } from '../texts/business-texts.js';
import { dayInPalma } from '../common/calendar.js';
import { userTaxIdentity } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { customerIdentityOf, InvoiceEntity } from './entities/invoice.entity.js';
import { renderDocumentPdf, type BusinessDocument } from './invoice-pdf.js';
import { CompanyCertificate } from './verifactu/aeat-certificate.js';
import { qrModules, verificationFactsOf, verificationUrl } from './verifactu/verification-qr.js';

const sorted = <T extends { position: number }>(lines: T[] | undefined) => [...(lines ?? [])].sort((a, b) => a.position - b.position);

/** The PDFs of invoices and quotes: gathers what they print and renders them in a language. */
@Injectable()
export class InvoiceDocuments {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly texts: BusinessTexts,
    private readonly certificate: CompanyCertificate,
    private readonly users: UsersService,
    private readonly boats: BoatsService,
    private readonly jobs: JobsService,
  ) {}

  /** An invoice (with its lines loaded) as printed. */
  async invoicePdf(manager: EntityManager, invoice: InvoiceEntity, language: Language): Promise<Buffer> {
    // One after the other: inside a transaction they share one connection.
    const boat = invoice.boatId ? await this.boats.boatById(invoice.boatId, manager) : null;
    const job = invoice.jobId ? await this.jobs.jobById(invoice.jobId, manager) : null;
    const customer = await this.users.userById(invoice.customerId, manager);
    const rectified = invoice.rectifiesId ? await manager.getRepository(InvoiceEntity).findOneBy({ id: invoice.rectifiesId }) : null;
    const rectifiedBy = invoice.status === 'RECTIFIED' ? await manager.getRepository(InvoiceEntity).findOneBy({ rectifiesId: invoice.id }) : null;
    const facts = (await verificationFactsOf(manager, [invoice.id], await this.certificate.sendsToProduction())).get(invoice.id);
    const url =
      facts &&
      verificationUrl(facts.environment, {
        issuerTaxId: invoice.issuer.taxId,
        number: invoice.number,
        issueDate: invoice.issueDate,
        amountCents: invoice.amountCents,
      });
    const priced = priceLines(sorted(invoice.lines));
    const words = await this.texts.texts('invoice', language, manager);
    const legend = { VERIFACTU: words.verifactu, TEST: words.testMarking, QR_ONLY: null };
    return this.render(
      manager,
      {
        kind: invoice.series === 'RECT' ? 'rectifyingInvoice' : invoice.invoiceType === 'F2' ? 'simplifiedInvoice' : 'invoice',
        number: invoice.number,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        issuer: invoice.issuer,
        customer: { name: invoice.customerName, identity: customerIdentityOf(invoice), address: invoice.customerAddress, email: customer.email },
        boatName: boat?.name ?? null,
        jobTitle: job?.title ?? null,
        ...priced,
        rectifies: rectified && {
          number: rectified.number,
          issueDate: rectified.issueDate,
          reason: invoice.rectificationReason ?? '',
          method: invoice.rectificationMethod ?? 'SUBSTITUTION',
          cause: invoice.rectificationCause ?? 'R1',
        },
        payment: invoice.status === 'PAID' && invoice.paidAt && invoice.paymentMethod ? { paidAt: invoice.paidAt, method: invoice.paymentMethod } : null,
        rectifiedBy: rectifiedBy?.number ?? null,
        credit: invoice.status === 'SETTLED',
        voided: invoice.status === 'VOIDED',
        verification: facts && url ? { url, modules: qrModules(url), legend: legend[facts.mode] } : null,
      },
      language,
    );
  }

  /** A quote (with its lines loaded) as printed. */
  async quotePdf(manager: EntityManager, quote: QuoteEntity, language: Language): Promise<Buffer> {
    const job = await this.jobs.jobById(quote.jobId, manager);
    const boat = job && (await this.boats.boatById(job.boatId, manager));
    if (!job || !boat) throw new Error(`Quote ${quote.id} has no job or boat`);
    const customer = await this.users.userById(boat.ownerId, manager);
    const address =
      customer.addressLine && customer.postalCode && customer.city && customer.countryCode
        ? { line: customer.addressLine, postalCode: customer.postalCode, city: customer.city, region: customer.region, countryCode: customer.countryCode }
        : null;
    return this.render(
      manager,
      {
        kind: 'quote',
        number: quoteNumber(quote),
        issueDate: dayInPalma(quote.createdAt),
        dueDate: quote.validUntil,
        // Not a tax document: a quote prints the company as it is now.
        issuer: await this.texts.company(manager),
        customer: { name: customer.name, identity: userTaxIdentity(customer), address, email: customer.email },
        boatName: boat.name,
        jobTitle: job.title,
        ...priceLines(sorted(quote.lines)),
        note: quote.note,
      },
      language,
    );
  }

  /** The invoice as an e-mail attachment. */
  async invoiceAttachment(manager: EntityManager, invoice: InvoiceEntity, language: Language): Promise<OutboxAttachment> {
    const pdf = await this.invoicePdf(manager, invoice, language);
    return { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64') };
  }

  private async render(manager: EntityManager, document: BusinessDocument, language: Language): Promise<Buffer> {
    const words = await this.texts.texts('invoice', language, manager);
    return renderDocumentPdf(document, {
      words,
      language,
      portalUrl: `${this.config.publicUrl}${paths.app.root.getHref()}`,
      cardPayments: this.config.stripe !== null,
    });
  }
}
