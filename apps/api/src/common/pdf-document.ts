import type { Language } from '@mmt/i18n';
import PDFDocument from 'pdfkit';

/** The blue of the company's documents' headings and rules. */
export const DOCUMENT_BLUE = '#0b3d91';

/**
 * An A4 document of the company (invoices, work reports) in a language, with its margins, and
 * its bytes once `doc.end()` is called.
 */
export function companyDocument(
  language: Language,
  info: PDFKit.DocumentInfo,
  options: { bufferPages?: boolean } = {},
): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 48, bottom: 48, left: 50, right: 50 }, lang: language, info, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
