import { spawn } from 'node:child_process';

/** The text of a PDF, as poppler's pdftotext reads it (layout kept): what a reader of the file sees. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    let text = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', (error) => reject(new Error(`pdftotext is needed (apt-get install poppler-utils): ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(text.replace(/\u00a0/g, ' ')) : reject(new Error(`pdftotext failed: ${errors}`))));
    child.stdin.end(pdf);
  });
}
