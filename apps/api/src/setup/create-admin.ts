import 'reflect-metadata';
import type { Language } from '@mmt/i18n';
import { getDataSourceToken } from '@nestjs/typeorm';
import { isEmail } from 'class-validator';
import { parseArgs } from 'node:util';
import type { DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { SET_PASSWORD_LINK_HOURS } from '../auth/password-links.js';
import { embeddedDatabase, type Database } from '../backup/embedded-database.js';
import { loadConfig } from '../config/app-config.js';
import { databaseUrls } from '../database/serving-role.js';
import { FirstAdminSetup } from './first-admin-setup.service.js';

const USAGE = `usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--language es|en]
  (Docker: docker compose exec app node dist/apps/api/src/setup/create-admin.js --email you@example.com)`;

/**
 * `npm run admin:create -- --email …`: an admin account, and the usual e-mail with a link to set
 * its password (sent by the running server's outbox; printed here too when there is no SMTP_URL,
 * where the e-mail only lands in a file). On DATABASE_URL / DATABASE_APP_URL's database, or on the
 * embedded one of `npm start` (running or not).
 */
async function main(argv: string[]): Promise<number> {
  let options: { email?: string; name?: string; language?: string; help?: boolean };
  try {
    ({ values: options } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const email = options.email?.trim().toLowerCase() ?? '';
  const language = options.language ?? 'es';
  if (options.help || !isEmail(email) || (language !== 'es' && language !== 'en')) {
    console.error(options.help ? USAGE : `${email ? `not an e-mail address or language: ${email} ${language}` : '--email is required'}\n${USAGE}`);
    return options.help ? 0 : 2;
  }
  const name = options.name?.trim() || email.split('@')[0];

  const config = loadConfig();
  let embedded: Database | undefined;
  if (!config.databaseUrl && !config.databaseAppUrl) embedded = await embeddedDatabase();
  const app = await createApp({ config, database: databaseUrls(config.databaseUrl ?? embedded?.url ?? null, config.databaseAppUrl), serveWeb: false });
  app.useLogger(['warn', 'error']);
  try {
    await app.get<DataSource>(getDataSourceToken()).initialize();
    const { user, link, created } = await app.get(FirstAdminSetup).createAdmin(email, name, language as Language);
    console.log(
      created
        ? `Made the admin account ${user.email} (${user.name}).`
        : `${user.email} is an admin already: a new link to set the password replaces any earlier one.`,
    );
    if (config.smtpUrl) console.log(`The e-mail with the link to set the password is queued: the running server sends it within a minute.`);
    else
      console.log(
        `No SMTP_URL: the e-mail is only written to a file, so here is its link to set the password (works once, for ${SET_PASSWORD_LINK_HOURS} h):\n${link}`,
      );
    return 0;
  } catch (error) {
    console.error(`admin:create: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await app.close();
    await embedded?.stop?.();
  }
}

process.exitCode = await main(process.argv.slice(2));
