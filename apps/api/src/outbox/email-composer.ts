import type { Language } from '@mmt/i18n';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BusinessTexts, fill } from '../texts/business-texts.js';
import type { OutboxAttachment } from './entities/outbox-message.entity.js';
import type { OutgoingEmail } from './outbox.service.js';

/** The messages of the `emails` namespace (each with a subject and a body). */
export type EmailKind =
  | 'invitation'
  | 'technicianInvitation'
  | 'adminInvitation'
  | 'visitScheduled'
  | 'visitMoved'
  | 'passwordLink'
  | 'signInLink'
  | 'signUpConfirm'
  | 'quoteSent'
  | 'jobStatusChanged'
  | 'invoiceIssued'
  | 'creditIssued'
  | 'paymentReceived'
  | 'paidInvoiceIssued'
  | 'membershipApplied'
  | 'membershipPlaceFree'
  | 'membershipPaymentFailed'
  | 'membershipCancelling'
  | 'membershipPlanChanging'
  | 'membershipEnded'
  | 'jobRequested'
  | 'priorityJobRequested'
  | 'quoteApproved'
  | 'quoteDeclined'
  | 'alertRaised'
  | 'alertCleared'
  | 'maintenanceDueSoon'
  | 'maintenanceOverdue'
  | 'verifactuCertificateMissing'
  | 'verifactuCertificateUnreadable'
  | 'verifactuCertificateExpired'
  | 'verifactuCertificateExpiring';

export interface EmailRecipient {
  email: string;
  name: string;
  language: Language;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs and line breaks of the text, with its http(s) links clickable. */
function toHtml(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) =>
    escapeHtml(paragraph)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>'),
  );
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;
}

/** Writes an e-mail of the `emails` namespace in the recipient's language, greeting and signature included. */
@Injectable()
export class EmailComposer {
  constructor(private readonly texts: BusinessTexts) {}

  /** `manager`: the transaction the e-mail is queued in (its wording read through it, see CachedValue.get). */
  async compose(
    manager: EntityManager,
    kind: EmailKind,
    to: EmailRecipient,
    values: Record<string, string | number>,
    attachments: OutboxAttachment[] = [],
  ): Promise<OutgoingEmail> {
    const [words, company] = await Promise.all([this.texts.texts('emails', to.language, manager), this.texts.company(manager)]);
    const all = { ...values, brand: company.brandName, name: to.name };
    const footer = fill(words.footer, {
      brand: company.legalName,
      address: `${company.address.street}, ${company.address.postalCode} ${company.address.city}`,
      phone: company.phone,
    });
    const text = [fill(words.greeting, all), fill(words[kind].body, all), fill(words.signature, all), `--\n${footer}`].join('\n\n');
    return { kind, to: to.email, subject: fill(words[kind].subject, all), text, html: toHtml(text), attachments };
  }

  /** A job status in the recipient's language, for the e-mails that name one. */
  async jobStatusLabel(manager: EntityManager, status: string, language: Language): Promise<string> {
    const labels: Record<string, string> = (await this.texts.texts('emails', language, manager)).jobStatus;
    return labels[status] ?? status;
  }
}
