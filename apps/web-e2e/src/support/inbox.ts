import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer }[];
}

/** Where the test SMTP server (apps/api/src/testing/test-smtp-server.ts) writes what the API sends. */
const inbox = () => join(process.env.E2E_DATA_DIR ?? '', 'inbox');

async function readAll(): Promise<Mail[]> {
  const files = await readdir(inbox()).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => {
        const parsed = await simpleParser(await readFile(join(inbox(), file)));
        const to = parsed.to ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]) : [];
        return {
          to: to.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase())),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          attachments: parsed.attachments.map((attachment) => ({ filename: attachment.filename ?? '', content: attachment.content })),
        };
      }),
  );
}

/** The latest e-mail to `to` whose subject matches, waiting for the outbox to send it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readAll()).filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The set-password link of an invitation e-mail. */
export function setPasswordLink(mail: Mail): string {
  const match = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in "${mail.subject}"`);
  return match[0];
}
