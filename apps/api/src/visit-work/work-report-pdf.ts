import type { Company } from '@mmt/company';
import type { Language, Namespaces } from '@mmt/i18n';
import { companyDocument, DOCUMENT_BLUE as BLUE } from '../common/pdf-document.js';
import { fill } from '../texts/business-texts.js';
import { formatLongDay } from '../texts/format.js';

export interface WorkReportVisit {
  startsAt: Date;
  endsAt: Date;
  technicians: string[];
  notes: string[];
  minutes: number;
  parts: { text: string; quantity: number }[];
  photos: Buffer[];
  /** `png` null: signed, but the drawing could not be kept (one stored before drawings were checked, unreadable). */
  signature: { png: Buffer | null; signerName: string; signedAt: Date } | null;
}

/** Everything a work report (parte de trabajo) prints. */
export interface WorkReport {
  company: Company;
  customerName: string;
  boatName: string;
  jobTitle: string;
  jobDescription: string;
  visits: WorkReportVisit[];
}

const GREY = '#555555';
const times: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
};

/** A job's work report on A4 in the customer's language: the company, then each visit's notes, hours, parts, photos and signature. */
export function renderWorkReportPdf(report: WorkReport, words: Namespaces['invoice'], language: Language): Promise<Buffer> {
  const { company } = report;
  const { doc, bytes: done } = companyDocument(language, { Title: `${words.workReport}: ${report.jobTitle}`, Author: company.legalName });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const number = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 2 });
  const heading = (text: string) => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10.5).fillColor(BLUE).text(text, left, doc.y, { width });
  const body = () => doc.font('Helvetica').fontSize(10).fillColor('#000000');

  doc.font('Helvetica-Bold').fontSize(15).fillColor(BLUE).text(company.legalName, left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#222222');
  doc.text(`${words.taxId}: ${company.taxId}`);
  doc.text(`${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.region})`);
  doc.text(`${company.email} · ${company.phone}`);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(17).fillColor('#000000').text(words.workReport.toUpperCase());
  doc.font('Helvetica').fontSize(10).fillColor(GREY);
  doc.text(`${words.customer}: ${report.customerName}   ·   ${words.boat}: ${report.boatName}`);
  doc.text(`${words.job}: ${report.jobTitle}`);
  if (report.jobDescription) body().text(report.jobDescription);

  for (const visit of report.visits) {
    doc.moveDown(1);
    doc.rect(left, doc.y, width, 0).strokeColor('#cccccc').stroke();
    doc.moveDown(0.4);
    const window = `${times[language].format(visit.startsAt)}–${times[language].format(visit.endsAt)}`;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#000000')
      .text(fill(words.workReportVisit, { date: formatLongDay(visit.startsAt, language), window }));
    if (visit.technicians.length)
      doc
        .font('Helvetica')
        .fontSize(9.5)
        .fillColor(GREY)
        .text(`${words.technicians}: ${visit.technicians.join(', ')}`);
    heading(words.notes);
    body();
    if (visit.notes.length === 0) doc.fillColor(GREY).text(words.nothingRecorded);
    for (const note of visit.notes) doc.text(note, { width });
    heading(words.hours);
    body().text(visit.minutes ? fill(words.hoursValue, { hours: number.format(visit.minutes / 60) }) : words.nothingRecorded);
    heading(words.parts);
    body();
    if (visit.parts.length === 0) doc.fillColor(GREY).text(words.nothingRecorded);
    for (const part of visit.parts) doc.text(`${number.format(part.quantity)} × ${part.text}`, { width });
    if (visit.photos.length) {
      heading(words.photos);
      for (const photo of visit.photos) {
        if (doc.y + 200 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        doc.y += 6;
        // No y given: pdfkit places it at the current y and moves y below it (with a y, it would not).
        doc.image(photo, left, undefined, { fit: [width, 190] });
      }
    }
    // A drawing that must go on a new page takes its heading with it.
    if (visit.signature?.png && doc.y + 130 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    heading(words.signature);
    if (visit.signature) {
      if (visit.signature.png) {
        doc.y += 4;
        doc.image(visit.signature.png, left, undefined, { fit: [220, 90] });
      } else {
        body().fillColor(GREY).text(words.signatureDrawingUnavailable);
      }
      body().text(fill(words.signedBy, { name: visit.signature.signerName, date: formatLongDay(visit.signature.signedAt, language) }));
    } else {
      body().fillColor(GREY).text(words.noSignature);
    }
  }
  doc.end();
  return done;
}
