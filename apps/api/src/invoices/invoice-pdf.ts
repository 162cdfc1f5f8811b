import type { Language, Namespaces } from '@mmt/i18n';
import type { PricedLine, TaxIdentity, VatAmount } from '@mmt/billing';
import { fill } from '../texts/business-texts.js';
import { countryName, formatDay, formatMoney } from '../texts/format.js';
import { dayInPalma } from '../common/calendar.js';
import { companyDocument, DOCUMENT_BLUE as BLUE } from '../common/pdf-document.js';
import type { CustomerAddress, Issuer, PaymentMethodValue, RectificationCauseValue, RectificationMethodValue } from './entities/invoice.entity.js';

/** Everything one invoice, rectifying invoice or quote prints; amounts in integer cents. */
export interface BusinessDocument {
  kind: 'invoice' | 'simplifiedInvoice' | 'rectifyingInvoice' | 'quote';
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  /** YYYY-MM-DD: the due date of an invoice, the last valid day of a quote. */
  dueDate: string;
  /** An invoice's as it was issued; a quote's as the company details are now. */
  issuer: Issuer;
  /** Their identification as the invoice names them: none on a simplified one. */
  customer: { name: string; identity: TaxIdentity | null; address: CustomerAddress | null; email: string };
  boatName: string | null;
  jobTitle: string | null;
  lines: PricedLine[];
  vat: VatAmount[];
  taxBaseCents: number;
  vatCents: number;
  totalCents: number;
  rectifies?: { number: string; issueDate: string; reason: string; method: RectificationMethodValue; cause: RectificationCauseValue } | null;
  payment?: { paidAt: Date; method: PaymentMethodValue } | null;
  /** Replaced by the rectifying invoice of this number: that one says what to pay. */
  rectifiedBy?: string | null;
  /** A credit (rectification by differences): nothing to pay. */
  credit?: boolean;
  /** Cancelled (anulada): issued by mistake. */
  voided?: boolean;
  note?: string | null;
  /**
   * An invoice with a VERI*FACTU record: the QR to the AEAT's verification service, and the text
   * under it: VERI*FACTU, the test marking, or none (its record is not going to the AEAT).
   */
  verification?: { url: string; modules: boolean[][]; legend: string | null } | null;
}

export interface DocumentContext {
  words: Namespaces['invoice'];
  language: Language;
  /** The customer area's address, for the payment instructions. */
  portalUrl: string;
  /** Whether card payment is set up: only then does an unpaid invoice offer it. */
  cardPayments: boolean;
}

const GREY = '#555555';
const LIGHT = '#eef2f7';
const MM = 72 / 25.4;
/** The QR's side: 35 mm, within the 30–40 mm of art. 21 of Orden HAC/1177/2024. */
const QR_SIDE = 35 * MM;
/** Blank on every side of the QR: the 6 mm the AEAT's QR specification (§3) recommends; 2 mm is its minimum. */
const QR_QUIET = 6 * MM;
/** The invoice's largest data: its total. */
const TOTAL_SIZE = 12.5;
/** The QR's texts are never smaller than the invoice's data (QR specification, §3). */
const QR_TEXT_SIZE = TOTAL_SIZE;

/** A party's identification as an invoice prints it (RD 1619/2012 art. 6.1.d): its kind, and the issuing country of a document other than a NIF or an EU VAT number. */
function identityText({ kind, number, country }: TaxIdentity, words: Namespaces['invoice'], language: Language): string {
  const label = words.taxIdKinds[kind];
  if (kind === 'NIF' || kind === 'EU_VAT' || kind === 'NOT_REGISTERED') return fill(words.identity, { kind: label, number });
  return fill(words.identityOfCountry, { kind: label, number, country: countryName(country, language) });
}

/**
 * The legal mentions of the lines at 0 % (RD 1619/2012 art. 6.1.j and m): the exemption's article
 * or that the operation is not subject, and the reverse charge when an EU business accounts for
 * the VAT of a service not subject here.
 */
function zeroVatMentions(data: BusinessDocument, words: Namespaces['invoice']): string[] {
  const causes = [...new Set(data.vat.flatMap(({ zeroVatCause }) => (zeroVatCause ? [zeroVatCause] : [])))];
  const mentions = causes.map((cause) => `${cause}: ${words.zeroVat[cause]}`);
  if (causes.includes('N2') && data.customer.identity?.kind === 'EU_VAT') mentions.push(words.reverseCharge);
  return mentions;
}

/** The QR code at (x, y), a square of `side` points, dark modules filled. */
function drawQr(doc: PDFKit.PDFDocument, modules: boolean[][], x: number, y: number, side: number): void {
  const module = side / modules.length;
  modules.forEach((row, j) => row.forEach((dark, i) => dark && doc.rect(x + i * module, y + j * module, module, module)));
  doc.fillColor('#000000').fill();
}

/** The tax QR's texts: above it, "QR tributario:"; under it, each legend (VERI*FACTU, a test marking) or none. */
interface TaxQrTexts {
  title: string;
  legends: string[];
}

/**
 * The tax QR block at the top left of the first page (QR specification §3: first on the invoice,
 * near the top margin, its title above and its legends below, centred on it): each text wraps to
 * the block's width, and nothing comes within QR_QUIET of the code. Returns the block's bottom.
 */
function drawTaxQr(doc: PDFKit.PDFDocument, modules: boolean[][], { title, legends }: TaxQrTexts, left: number, top: number): number {
  const width = QR_SIDE + 2 * QR_QUIET;
  doc.font('Helvetica').fontSize(QR_TEXT_SIZE).fillColor('#000000').text(title, left, top, { width, align: 'center' });
  const qrTop = doc.y + QR_QUIET;
  drawQr(doc, modules, left + QR_QUIET, qrTop, QR_SIDE);
  let bottom = qrTop + QR_SIDE + QR_QUIET;
  doc.font('Helvetica-Bold').fontSize(QR_TEXT_SIZE).fillColor('#000000');
  for (const legend of legends) {
    doc.text(legend, left, bottom, { width, align: 'center' });
    bottom = doc.y;
  }
  return bottom;
}

/** A complete Spanish invoice (or quote) on A4, in the customer's language. */
export function renderDocumentPdf(data: BusinessDocument, { words, language, portalUrl, cardPayments }: DocumentContext): Promise<Buffer> {
  const { issuer } = data;
  const money = (cents: number) => formatMoney(cents, language);
  const quantity = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2 });
  const title = words[data.kind];
  const { doc, bytes: done } = companyDocument(
    language,
    { Title: `${title} ${data.number}`, Author: issuer.legalName, Subject: data.jobTitle ?? data.lines[0]?.description ?? title },
    { bufferPages: true },
  );

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;

  // The tax QR first, at the top left; the issuer (left, under it) and the document's number and dates (right).
  const top = doc.y;
  const issuerWidth = width * 0.5;
  const issuerTop = data.verification
    ? drawTaxQr(doc, data.verification.modules, { title: words.qrTitle, legends: data.verification.legend ? [data.verification.legend] : [] }, left, top) + 10
    : top;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(BLUE).text(issuer.legalName, left, issuerTop, { width: issuerWidth });
  doc.font('Helvetica').fontSize(9).fillColor('#222222');
  doc.text(`${words.taxId}: ${issuer.taxId}`, { width: issuerWidth });
  doc.text(issuer.address.street, { width: issuerWidth });
  doc.text(`${issuer.address.postalCode} ${issuer.address.city} (${issuer.address.region}), ${issuer.address.country}`, { width: issuerWidth });
  doc.text(`${issuer.email} · ${issuer.phone}`, { width: issuerWidth });
  doc.fontSize(7.5).fillColor(GREY).text(issuer.registry, { width: issuerWidth });
  const issuerBottom = doc.y;

  const boxLeft = left + width * 0.52;
  const boxWidth = right - boxLeft;
  doc
    .font('Helvetica-Bold')
    .fontSize(title.length > 12 ? 14 : 17)
    .fillColor('#000000')
    .text(title.toUpperCase(), boxLeft, top, { width: boxWidth, align: 'right' });
  doc.moveDown(0.3);
  const facts: [string, string][] = [
    [words.number, data.number],
    [words.issueDate, formatDay(data.issueDate)],
    [data.kind === 'quote' ? words.validUntil : words.dueDate, formatDay(data.dueDate)],
  ];
  doc.fontSize(9.5);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fillColor(GREY)
      .text(label, boxLeft, y, { width: boxWidth * 0.55 });
    doc
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(value, boxLeft + boxWidth * 0.55, y, { width: boxWidth * 0.45, align: 'right' });
  }
  doc.y = Math.max(issuerBottom, doc.y) + 18;

  // Customer.
  const customerTop = doc.y;
  doc.rect(left, customerTop, width, 0).strokeColor('#cccccc').stroke();
  doc.y = customerTop + 8;
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(words.customer.toUpperCase(), left);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(data.customer.name);
  doc.font('Helvetica').fontSize(9.5);
  if (data.customer.identity) doc.text(identityText(data.customer.identity, words, language));
  const address = data.customer.address;
  if (address) {
    doc.text(address.line);
    doc.text(`${address.postalCode} ${address.city}${address.region ? ` (${address.region})` : ''}, ${countryName(address.countryCode, language)}`);
  }
  doc.text(data.customer.email);
  const about = [data.boatName && `${words.boat}: ${data.boatName}`, data.jobTitle && `${words.job}: ${data.jobTitle}`].filter(Boolean).join('   ·   ');
  if (about) doc.moveDown(0.4).fillColor(GREY).text(about);
  if (data.rectifies) {
    doc
      .moveDown(0.6)
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(fill(words.rectifies, { number: data.rectifies.number, date: formatDay(data.rectifies.issueDate) }));
    const how = data.rectifies.method === 'DIFFERENCES' ? words.byDifferences : words.bySubstitution;
    doc.font('Helvetica').text(fill(how, { cause: words.causes[data.rectifies.cause] }));
    doc.text(fill(words.reason, { reason: data.rectifies.reason }));
  }
  doc.moveDown(1.2);

  // Lines.
  const columns = [
    { label: words.description, width: width - 50 - 80 - 45 - 85, align: 'left' as const },
    { label: words.quantity, width: 50, align: 'right' as const },
    { label: words.unitPrice, width: 80, align: 'right' as const },
    { label: words.vatRate, width: 45, align: 'right' as const },
    { label: words.amount, width: 85, align: 'right' as const },
  ];
  const header = columns.map((column) => column.label);
  // A line is never cut by a page break: one that does not fit starts the next page, under the
  // columns' header again; the header never ends a page alone (it needs room for a line under it).
  const row = (cells: string[], { bold = false, fillColor }: { bold?: boolean; fillColor?: string } = {}) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 10 }))) + 10;
    if (doc.y + (cells === header ? 2 * height : height) > doc.page.height - doc.page.margins.bottom - 40) {
      doc.addPage();
      if (cells !== header) row(header, { bold: true, fillColor: LIGHT });
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    }
    const y = doc.y;
    if (fillColor) doc.rect(left, y, width, height).fill(fillColor);
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor('#000000').text(cell, x + 5, y + 5, { width: columns[i].width - 10, align: columns[i].align });
      x += columns[i].width;
    });
    doc.y = y + height;
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor('#dddddd').stroke();
  };
  row(header, { bold: true, fillColor: LIGHT });
  for (const line of data.lines) {
    row([
      line.description,
      quantity.format(line.quantity),
      money(line.unitPriceCents),
      `${line.vatRate} %${line.vatRate === 0 && line.zeroVatCause ? ` ${line.zeroVatCause}` : ''}`,
      money(line.netCents),
    ]);
  }

  // Totals: the base and VAT of each rate, then a sum only where it is a new figure: the base of
  // several rates, and the VAT unless exactly one rate charged it (printed on its line already).
  doc.moveDown(0.8);
  const labelLeft = left + width * 0.45;
  const taxedRates = data.vat.filter(({ zeroVatCause }) => !zeroVatCause).length;
  const totals: [string, string, boolean][] = [
    ...data.vat.flatMap(({ rate, zeroVatCause, baseCents, vatCents }): [string, string, boolean][] =>
      zeroVatCause
        ? [[fill(words.taxBaseZero, { cause: zeroVatCause }), money(baseCents), false]]
        : [
            [fill(words.taxBaseAt, { rate }), money(baseCents), false],
            [fill(words.vatAt, { rate }), money(vatCents), false],
          ],
    ),
    ...(data.vat.length > 1 ? [[words.taxBase, money(data.taxBaseCents), true] as [string, string, boolean]] : []),
    ...(taxedRates !== 1 ? [[words.vatRate, money(data.vatCents), true] as [string, string, boolean]] : []),
  ];
  if (doc.y + totals.length * 16 + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  for (const [label, value, bold] of totals) {
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9.5)
      .fillColor('#000000');
    doc.text(label, labelLeft, y, { width: width * 0.35 });
    doc.text(value, labelLeft + width * 0.35, y, { width: width * 0.2, align: 'right' });
    doc.moveDown(0.25);
  }
  const totalY = doc.y + 4;
  doc.rect(labelLeft - 6, totalY, right - labelLeft + 6, 26).fill(BLUE);
  doc.font('Helvetica-Bold').fontSize(TOTAL_SIZE).fillColor('#ffffff');
  doc.text(words.total, labelLeft, totalY + 7, { width: width * 0.3 });
  doc.text(money(data.totalCents), labelLeft + width * 0.3, totalY + 7, { width: width * 0.25 - 6, align: 'right' });
  doc.y = totalY + 40;

  const mentions = zeroVatMentions(data, words);
  if (mentions.length) {
    doc.x = left;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000').text(words.mentionsTitle, left, doc.y, { width });
    doc.font('Helvetica').fontSize(9.5);
    for (const mention of mentions) doc.text(mention, { width });
    doc.moveDown(0.8);
  }

  // How to pay, or that it was paid; a quote's validity.
  doc.x = left;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  if (data.kind === 'quote') {
    doc.text(fill(words.quoteNote, { date: formatDay(data.dueDate), portal: portalUrl }), left, doc.y, { width });
  } else {
    doc.text(words.paymentTitle, left, doc.y, { width });
    doc.font('Helvetica').fontSize(9.5);
    if (data.voided) {
      doc.text(words.voided, { width });
    } else if (data.credit) {
      doc.text(fill(words.credit, { number: data.rectifies?.number ?? '' }), { width });
    } else if (data.payment) {
      doc.text(fill(words.paid, { date: formatDay(dayInPalma(data.payment.paidAt)), method: words.paymentMethods[data.payment.method] }), { width });
    } else if (data.rectifiedBy) {
      doc.text(fill(words.rectified, { number: data.rectifiedBy }), { width });
    } else {
      // Transfer always; card only where it is set up.
      doc.text(
        fill(words.paymentTransfer, { bank: issuer.bankAccount.bank, iban: issuer.bankAccount.iban, number: data.number, dueDate: formatDay(data.dueDate) }),
        { width },
      );
      if (cardPayments) doc.text(fill(words.paymentCard, { portal: portalUrl }), { width });
    }
  }
  if (data.note) doc.moveDown(0.6).font('Helvetica').fontSize(9.5).text(data.note, { width });

  // Every page: who issued it.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Below the bottom margin, where PDFKit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY);
    doc.text(`${issuer.legalName} · ${words.taxId} ${issuer.taxId} · ${issuer.registry}`, left, doc.page.height - bottom + 14, {
      width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
