import { companyDocument, DOCUMENT_BLUE } from '../../common/pdf-document.js';
import type { DeclarationContent, DeclarationItem } from './declaration.js';

/** The declaración responsable as an A4 PDF, in Spanish: its title, each datum after the text that describes it, then the annex. */
export function renderDeclarationPdf(declaration: DeclarationContent & { version: string }): Promise<Buffer> {
  const { doc, bytes } = companyDocument('es', { Title: `${declaration.title} (versión ${declaration.version})` });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const item = ({ letter, label, value }: DeclarationItem) => {
    const heading = `${letter}) ${label}:`;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
    // A datum's describing text stays with (the start of) its value.
    if (doc.y + doc.heightOfString(heading, { width }) + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.text(heading, { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(10).text(value, { width, paragraphGap: 3 });
    doc.moveDown(0.7);
  };
  doc.font('Helvetica-Bold').fontSize(14).fillColor(DOCUMENT_BLUE).text(declaration.title, { width, align: 'center' });
  doc.moveDown(1.2);
  declaration.items.forEach(item);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(DOCUMENT_BLUE).text('ANEXO', { width, align: 'center' });
  doc.moveDown(0.8);
  declaration.annex.forEach(item);
  doc.end();
  return bytes;
}
