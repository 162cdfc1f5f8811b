import type { Company } from '@mmt/company';
import type { Language, Namespaces } from '@mmt/i18n';
import { companyDocument, DOCUMENT_BLUE as BLUE } from '../common/pdf-document.js';
import type { VisitState } from '../schedule/models/visit.model.js';
import { fill } from '../texts/business-texts.js';
import { formatLongDay } from '../texts/format.js';
import { fitIn, type Frame, photoGrid, PHOTO_ROW_HEIGHT, type Rect } from './work-report-layout.js';

export interface WorkReportVisit {
  startsAt: Date;
  endsAt: Date;
  state: VisitState;
  technicians: string[];
  /** The notes for the customer (the office's never reach the report). */
  notes: string[];
  minutes: number;
  parts: { text: string; quantity: number }[];
  photos: { jpeg: Buffer; width: number; height: number; takenAt: Date }[];
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

/** An image drawn, on its page (1 first): what the layout test compares with poppler's reading of the file. */
export interface DrawnImage extends Rect {
  page: number;
}

const GREY = '#555555';
const RULE = '#cccccc';
const locales: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };
const times: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat(locales.es, { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
  en: new Intl.DateTimeFormat(locales.en, { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' }),
};
const shortDay = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' });
/** The signature's box: the drawing on the left, who signed and when on its right; lower with no drawing to show. */
const SIGNATURE = { height: 96, withoutDrawing: 64, unsigned: 30, padding: 8, drawingWidth: 220 } as const;
/** Room a visit's heading and its first lines need at a page's foot before it starts on the next page. */
const VISIT_HEAD_ROOM = 90;

/**
 * A job's work report on A4 in the customer's language: the company, then each visit in its own
 * section (when, who, its state; customer notes, hours, parts, photos in a grid, the signature in
 * a box), and every image drawn with its page and place.
 */
export async function renderWorkReportPdf(
  report: WorkReport,
  words: Namespaces['invoice'],
  language: Language,
): Promise<{ pdf: Buffer; images: DrawnImage[] }> {
  const { company } = report;
  const { doc, bytes: done } = companyDocument(language, { Title: `${words.workReport}: ${report.jobTitle}`, Author: company.legalName });
  let page = 1;
  doc.on('pageAdded', () => (page += 1));
  const images: DrawnImage[] = [];
  const frame: Frame = {
    left: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    top: doc.page.margins.top,
    bottom: doc.page.height - doc.page.margins.bottom,
  };
  const { left, width } = frame;
  const time = times[language];
  const number = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 });
  const roomFor = (height: number) => {
    if (doc.y + height > frame.bottom) doc.addPage();
  };
  const draw = (image: Buffer, rect: Rect) => {
    doc.image(image, rect.x, rect.y, { width: rect.width, height: rect.height });
    images.push({ page, ...rect });
  };
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
    doc.moveDown(1.8);
    roomFor(VISIT_HEAD_ROOM);
    doc.rect(left, doc.y, width, 0).lineWidth(1.5).strokeColor(BLUE).stroke();
    doc.y += 6;
    const window = `${time.format(visit.startsAt)}–${time.format(visit.endsAt)}`;
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#000000')
      .text(fill(words.workReportVisit, { date: formatLongDay(visit.startsAt, language), window }), left, doc.y, { width });
    const who = visit.technicians.length ? `${words.technicians}: ${visit.technicians.join(', ')}   ·   ` : '';
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(GREY)
      .text(`${who}${fill(words.visitStateLine, { state: words.visitState[visit.state] })}`, { width });

    heading(words.notes);
    body();
    if (visit.notes.length === 0) doc.fillColor(GREY).text(words.nothingRecorded);
    for (const note of visit.notes) doc.text(note, { width, paragraphGap: 3 });
    heading(words.hours);
    body();
    if (visit.minutes) doc.text(fill(words.hoursValue, { hours: number.format(visit.minutes / 60) }));
    else doc.fillColor(GREY).text(words.nothingRecorded);
    heading(words.parts);
    body();
    if (visit.parts.length === 0) doc.fillColor(GREY).text(words.nothingRecorded);
    for (const part of visit.parts) doc.text(`${number.format(part.quantity)} × ${part.text}`, { width });

    if (visit.photos.length) {
      // The heading goes with the first row of photos.
      roomFor(30 + PHOTO_ROW_HEIGHT);
      heading(words.photos);
      const grid = photoGrid(visit.photos, frame, doc.y + 6);
      grid.cells.forEach((cell, index) => {
        if (cell.newPage) doc.addPage();
        draw(visit.photos[index].jpeg, cell.image);
        const takenAt = visit.photos[index].takenAt;
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(GREY)
          .text(fill(words.photoCaption, { date: shortDay.format(visit.startsAt), time: time.format(takenAt) }), cell.caption.x, cell.caption.y, {
            width: cell.caption.width,
            height: cell.caption.height,
            align: 'center',
            ellipsis: true,
          });
      });
      doc.x = left;
      doc.y = grid.y;
    }

    const boxHeight = !visit.signature ? SIGNATURE.unsigned : visit.signature.png ? SIGNATURE.height : SIGNATURE.withoutDrawing;
    roomFor(30 + boxHeight);
    heading(words.signature);
    const box = { x: left, y: doc.y + 4, width, height: boxHeight };
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.8).strokeColor(RULE).stroke();
    const inner = { x: box.x + SIGNATURE.padding, y: box.y + SIGNATURE.padding, height: box.height - 2 * SIGNATURE.padding };
    if (visit.signature) {
      const { png, signerName, signedAt } = visit.signature;
      const textX = inner.x + SIGNATURE.drawingWidth + 2 * SIGNATURE.padding;
      if (png) {
        // A plain PNG (signature-png.ts): its size is in the header chunk, right after the magic.
        const drawing = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
        draw(png, fitIn(drawing, { ...inner, width: SIGNATURE.drawingWidth }));
        doc
          .rect(textX - SIGNATURE.padding, box.y, 0, box.height)
          .strokeColor(RULE)
          .stroke();
      }
      const textLeft = png ? textX : inner.x;
      const textWidth = box.x + box.width - SIGNATURE.padding - textLeft;
      body().text(
        fill(words.signedBy, { name: signerName, date: formatLongDay(signedAt, language), time: time.format(signedAt) }),
        textLeft,
        inner.y + (png ? 6 : 2),
        {
          width: textWidth,
          // Kept inside the box, whatever the name's length (the note below it needs two lines).
          height: png ? inner.height - 6 : 24,
          ellipsis: true,
        },
      );
      if (!png) doc.fillColor(GREY).fontSize(9).text(words.signatureDrawingUnavailable, { width: textWidth });
    } else {
      body()
        .fillColor(GREY)
        .text(words.noSignature, inner.x, inner.y + 2, { width: width - 2 * SIGNATURE.padding });
    }
    doc.x = left;
    doc.y = box.y + box.height;
  }
  doc.end();
  return { pdf: await done, images };
}
