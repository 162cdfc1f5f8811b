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

const matching = async (to: string, subject: RegExp) => (await readAll()).filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));

/** How many e-mails to `to` match now: pass it as `skip` to wait for the next one, not an older one. */
export async function countMail(to: string, subject: RegExp): Promise<number> {
  return (await matching(to, subject)).length;
}

/** The latest e-mail to `to` whose subject matches, once more than `skip` have arrived, waiting for the outbox to send it. */
export async function waitForMail(to: string, subject: RegExp, { skip = 0, timeoutMs = 20_000 } = {}): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await matching(to, subject);
    if (found.length > skip) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The one-time link to the web's `path` (with its `?token=`) in an e-mail. */
function tokenLink(mail: Mail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[0];
}

/** The set-password link of an invitation e-mail. */
export const setPasswordLink = (mail: Mail) => tokenLink(mail, '/set-password');

/** The link of a sign-in e-mail. */
export const signInLink = (mail: Mail) => tokenLink(mail, '/sign-in-link');
