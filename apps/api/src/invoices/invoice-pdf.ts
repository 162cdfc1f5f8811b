import type { Company } from '@mmt/company';
import PDFDocument from 'pdfkit';

export interface InvoicePdfData {
  company: Company;
  customer: { name: string; email: string };
  number: string;
  /** YYYY-MM-DD */
  issueDate: string;
  boatName: string;
  concept: string;
  amountCents: number;
  status: 'PENDING' | 'PAID';
  paidAt: Date | null;
}

export type InvoiceLanguage = 'es' | 'en';

/** The invoice's words in each language the site speaks; Spanish is the company's own. */
const wording = {
  es: {
    locale: 'es-ES',
    title: 'Factura',
    heading: 'FACTURA',
    taxId: 'NIF',
    issued: 'Fecha de emisión',
    customer: 'Cliente',
    boat: 'Barco',
    concept: 'Concepto',
    status: 'Estado',
    paid: 'Pagado',
    pending: 'Pendiente',
    total: 'Total (IVA incluido)',
  },
  en: {
    locale: 'en-GB',
    title: 'Invoice',
    heading: 'INVOICE',
    taxId: 'Tax ID (NIF)',
    issued: 'Issue date',
    customer: 'Customer',
    boat: 'Boat',
    concept: 'Description',
    status: 'Status',
    paid: 'Paid',
    pending: 'Pending',
    total: 'Total (VAT included)',
  },
} as const;

export function invoiceLanguage(value: unknown): InvoiceLanguage {
  return value === 'en' ? 'en' : 'es';
}

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');
const dateOf = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** A one-page A4 invoice in the customer's language (Spanish unless asked for English). */
export function renderInvoicePdf(data: InvoicePdfData, language: InvoiceLanguage = 'es'): Promise<Buffer> {
  const words = wording[language];
  const euro = new Intl.NumberFormat(words.locale, { style: 'currency', currency: 'EUR' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: `${words.title} ${data.number}`, Author: data.company.legalName, Subject: data.concept },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { company } = data;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b3d91').text(company.legalName);
  doc.font('Helvetica').fontSize(9).fillColor('#333333');
  doc.text(`${words.taxId} ${company.taxId}`);
  doc.text(`${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.region}), ${company.address.country}`);
  doc.text(`${company.email} · ${company.phone}${company.website ? ` · ${company.website}` : ''}`);
  if (company.registry) doc.text(company.registry);

  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text(`${words.heading} ${data.number}`);
  doc.font('Helvetica').fontSize(10).text(`${words.issued}: ${ddmmyyyy(data.issueDate)}`);

  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(10).text(words.customer);
  doc.font('Helvetica').text(data.customer.name).text(data.customer.email);

  doc.moveDown(1.5);
  const rows: [string, string][] = [
    [words.boat, data.boatName],
    [words.concept, data.concept],
    [words.status, data.status === 'PAID' ? `${words.paid}${data.paidAt ? ` (${dateOf(data.paidAt)})` : ''}` : words.pending],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(label, left, y, { width: 110 });
    doc.font('Helvetica').text(value, left + 120, y, { width: width - 120 });
    doc.moveDown(0.5);
  }

  doc.moveDown(1);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').stroke();
  doc.moveDown(0.5);
  const totalY = doc.y;
  doc.font('Helvetica-Bold').fontSize(13).text(words.total, left, totalY, { width: width / 2 });
  doc.text(euro.format(data.amountCents / 100), left + width / 2, totalY, { width: width / 2, align: 'right' });

  doc.end();
  return done;
}
