// A local SMTP server for tests: what arrives is parsed and kept (and, with `folder`, written
// there as .eml files, for the browser tests that run in other processes). Runs under Jest and,
// as a script, under Node's type stripping: `node apps/api/src/testing/test-smtp-server.ts`
// with PORT and MAIL_DIR. So: erasable TypeScript only, and no relative imports.
import { simpleParser, type ParsedMail } from 'mailparser';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import smtp from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: Buffer;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuses the next `count` messages (451, a temporary failure), as a busy server does. */
  refuseNext(count: number): void;
  /** The first message that matches, waiting for it to arrive. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addressesOf(parsed: ParsedMail): string[] {
  const to = parsed.to ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]) : [];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
}

export async function startTestSmtpServer({ port = 0, folder }: { port?: number; folder?: string } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  if (folder) await mkdir(folder, { recursive: true });
  const server = new smtp.SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (refusals > 0) {
          refusals--;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        received.push({
          to: addressesOf(parsed),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          raw,
        });
        if (folder) await writeFile(join(folder, `${Date.now()}-${received.length}.eml`), raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refuseNext: (count) => void (refusals = count),
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching e-mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to} "${m.subject}"`).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startTestSmtpServer({ port: Number(process.env.PORT ?? 2525), folder: process.env.MAIL_DIR });
  console.log(`test SMTP server on ${server.url}${process.env.MAIL_DIR ? `, writing to ${process.env.MAIL_DIR}` : ''}`);
}
