import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (what a reader of the file sees). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\u00a0/g, ' ')
    .replace(/ {2,}/g, ' ');
}
