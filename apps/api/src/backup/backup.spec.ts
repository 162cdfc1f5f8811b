import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { todayInPalma } from '../common/calendar.js';
import { startFakeS3, type FakeS3 } from '../testing/fake-s3.js';
import { startLocalPostgres, type LocalPostgres } from '../testing/local-postgres.js';
import { databaseContents, queryDatabase } from '../testing/table-contents.js';
import { createTestApp } from '../testing/test-app.js';
import { backupFileName } from './backup-files.js';
import type { BackupSettings } from './backup-settings.js';
import { restoreBackup, takeBackup } from './backup.js';
import { pgTarget, pgToolsFor } from './pg-tools.js';

const CREATE_CLIENT = 'mutation C($input: CreateClientInput!) { createClient(input: $input) { client { id } } }';
const CREATE_INVOICE = 'mutation I($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id number } } }';
const MARK_PAID = 'mutation P($input: MarkInvoicePaidInput!) { markInvoicePaid(input: $input) { invoice { status } } }';
const INVOICES = 'query { invoices(first: 100) { totalCount edges { node { number status amountCents } } } }';
const CHAIN = 'query { billingRecords(first: 2) { totalCount edges { node { invoiceNumber fingerprint } } } }';
const VERIFY_CHAIN = 'mutation { verifyBillingChain { verification { records breaks { position invoiceNumber problem } } } }';
const CREDENTIALS = { accessKeyId: 'AKIAMMTBACKUPTEST', secretAccessKey: 'backup-test-secret-0123456789', region: 'eu-west-1' };

describe('backups', () => {
  let postgres: LocalPostgres;
  let dir: string;
  const logged: string[] = [];
  const log = (message: string) => logged.push(message);
  const settings = (overrides: Partial<BackupSettings> = {}): BackupSettings => ({
    dir,
    at: [3, 0],
    retention: { daily: 14, monthly: 12 },
    s3: null,
    ...overrides,
  });

  beforeAll(async () => {
    postgres = await startLocalPostgres();
    dir = await mkdtemp(join(tmpdir(), 'mmt-backups-'));
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  describe('a backup restored', () => {
    let shop: string;
    let invoicesBefore: unknown;
    let chainBefore: { totalCount: number; edges: { node: { invoiceNumber: string; fingerprint: string } }[] };
    let issued: string[];

    beforeAll(async () => {
      await queryDatabase(postgres.url(), 'CREATE DATABASE shop');
      shop = postgres.url('shop');
      // The demo data (customers, boats, jobs, quotes, invoices paid and unpaid, a month of telemetry
      // in monthly partitions, texts, e-mails in the outbox) and more through the API.
      const api = await createTestApp({}, { databaseUrl: shop });
      try {
        const admin = (await api.login('admin@demo.com', 'Admin123!')).token;
        const as = <T>(document: string, variables: Record<string, unknown>) => api.graphql<T>(document, variables, { token: admin });
        const client = await as<{ createClient: { client: { id: string } } }>(CREATE_CLIENT, {
          input: {
            name: 'Náutica Backup S.L.',
            email: 'facturas@nautica-backup.es',
            language: 'es',
            taxIdentity: { kind: 'NIF', number: 'B07000011' },
            billingAddress: { line: 'Moll Vell 3', postalCode: '07012', city: 'Palma', countryCode: 'ES' },
          },
        });
        expect(client.errors).toBeUndefined();
        // Two invoices issued: two more records at the head of the VERI*FACTU chain.
        const issue = async (description: string, unitPriceCents: number) => {
          const invoice = await as<{ createInvoice: { invoice: { id: string; number: string } } }>(CREATE_INVOICE, {
            input: { customerId: client.data!.createClient.client.id, lines: [{ description, quantity: 2, unitPriceCents }] },
          });
          expect(invoice.errors).toBeUndefined();
          return invoice.data!.createInvoice.invoice;
        };
        const invoice = await issue('Revisión de baterías', 6500);
        const paid = await as(MARK_PAID, { input: { invoiceId: invoice.id, method: 'TRANSFER', paidOn: todayInPalma(), reference: 'TR-2026-0042' } });
        expect(paid.errors).toBeUndefined();
        issued = [invoice.number, (await issue('Cambio de ánodos', 4200)).number];
        invoicesBefore = (await as(INVOICES, {})).data;
        chainBefore = (await as<{ billingRecords: typeof chainBefore }>(CHAIN, {})).data!.billingRecords;
      } finally {
        await api.close();
      }
    }, 120_000);

    it('holds every row of every table and sequence as they were, loses what came after, and the site runs on it', async () => {
      const before = await databaseContents(shop);
      for (const table of ['users', 'invoices', 'invoice_lines', 'jobs', 'boats', 'outbox_messages', 'company_details'])
        expect(before.tables[table]?.rows).toBeGreaterThan(0);
      expect(Object.keys(before.tables).filter((table) => table.startsWith('telemetry_readings_')).length).toBeGreaterThan(1);

      const outcome = await takeBackup(shop, settings(), log);
      expect(outcome.sizeBytes).toBeGreaterThan(10_000);
      // Customers' data and password hashes: for the owner's eyes only.
      expect((await stat(outcome.file)).mode & 0o777).toBe(0o600);
      // Written after the backup: what a restore loses.
      await queryDatabase(shop, `UPDATE users SET name = 'Changed after the backup' WHERE email = 'cliente@demo.com'`);
      const [run] = await queryDatabase<{ status: string; file_name: string; size_bytes: string }>(
        shop,
        'SELECT status, file_name, size_bytes FROM backup_runs',
      );
      expect(run).toEqual({ status: 'ok', file_name: outcome.file.split('/').pop(), size_bytes: String(outcome.sizeBytes) });

      const { previous } = await restoreBackup(shop, outcome.file, log);

      expect(await databaseContents(shop)).toEqual(before);
      // The database as it was stays beside it until dropped by hand.
      expect(await queryDatabase(postgres.url(previous), `SELECT name FROM users WHERE email = 'cliente@demo.com'`)).toEqual([
        { name: 'Changed after the backup' },
      ]);
      const restored = await createTestApp({}, { databaseUrl: shop });
      try {
        const admin = (await restored.login('admin@demo.com', 'Admin123!')).token;
        expect((await restored.graphql(INVOICES, {}, { token: admin })).data).toEqual(invoicesBefore);
        // The billing chain came back whole: the two invoices' records at its head, every fingerprint
        // recomputed from what its record stores and every link to the record before it as it was.
        const chain = (await restored.graphql<{ billingRecords: typeof chainBefore }>(CHAIN, {}, { token: admin })).data!.billingRecords;
        expect(chain).toEqual(chainBefore);
        expect(chain.edges.map((edge) => edge.node.invoiceNumber)).toEqual([...issued].reverse());
        const verified = await restored.graphql<{ verifyBillingChain: { verification: unknown } }>(VERIFY_CHAIN, {}, { token: admin });
        expect(verified.data?.verifyBillingChain.verification).toEqual({ records: before.tables.billing_records.rows, breaks: [] });
        // And the database still refuses to change a record.
        await expect(queryDatabase(shop, 'UPDATE billing_records SET total_cents = total_cents + 1')).rejects.toThrow(/append-only: UPDATE refused/);
      } finally {
        await restored.close();
      }
    }, 120_000);

    it('refuses to restore while the site is connected to the database, and changes nothing', async () => {
      const [latest] = (await readdir(dir)).filter((name) => name.endsWith('.dump'));
      const site = new pg.Client({ connectionString: shop });
      await site.connect();
      try {
        await expect(restoreBackup(shop, join(dir, latest), log)).rejects.toThrow(/1 other connection\(s\) use the database "shop": stop the app/);
        expect(await queryDatabase(postgres.url(), `SELECT datname FROM pg_database WHERE datname LIKE 'shop_restoring%'`)).toEqual([]);
      } finally {
        await site.end();
      }
    });

    it('refuses a file that is not a backup', async () => {
      const notABackup = join(dir, 'notes.txt');
      await writeFile(notABackup, 'not a dump');
      await expect(restoreBackup(shop, notABackup, log)).rejects.toThrow(/is not a backup pg_restore can read/);
    });
  });

  describe('the nightly run', () => {
    let s3: FakeS3;
    let database: string;

    beforeAll(async () => {
      s3 = await startFakeS3(CREDENTIALS);
      await queryDatabase(postgres.url(), 'CREATE DATABASE nightly');
      database = postgres.url('nightly');
      await queryDatabase(
        database,
        `CREATE TABLE backup_runs (id bigint GENERATED BY DEFAULT AS IDENTITY, started_at timestamptz NOT NULL, finished_at timestamptz NOT NULL DEFAULT now(),
        status text NOT NULL, file_name text, size_bytes bigint, offsite text, error text)`,
      );
      await queryDatabase(database, `CREATE TABLE facturas (numero text PRIMARY KEY); INSERT INTO facturas VALUES ('INV-2026-001')`);
    });
    afterAll(() => s3?.close());

    it('keeps the newest of each of the last 14 days and of each of the last 12 months, and copies each backup to S3, byte for byte', async () => {
      const nightly = await mkdtemp(join(tmpdir(), 'mmt-nightly-'));
      try {
        // Two years of nightly backups before today's (names only: the retention reads nothing else).
        const now = new Date('2026-11-22T02:00:00Z');
        const older = Array.from({ length: 730 }, (_, day) => new Date(now.getTime() - (day + 1) * 86_400_000));
        for (const takenAt of older) await writeFile(join(nightly, backupFileName(takenAt)), '');
        await writeFile(join(nightly, 'notes.txt'), 'not a backup: never deleted');
        const s3Settings = { ...CREDENTIALS, bucket: 'mmt-backups', endpoint: s3.url, prefix: 'palma/' };

        const outcome = await takeBackup(database, settings({ dir: nightly, s3: s3Settings }), log, now);

        const left = (await readdir(nightly)).sort();
        const days = ['2026-11-22', ...Array.from({ length: 13 }, (_, day) => new Date(now.getTime() - (day + 1) * 86_400_000).toISOString().slice(0, 10))];
        const monthEnds = [
          '2026-10-31',
          '2026-09-30',
          '2026-08-31',
          '2026-07-31',
          '2026-06-30',
          '2026-05-31',
          '2026-04-30',
          '2026-03-31',
          '2026-02-28',
          '2026-01-31',
          '2025-12-31',
        ];
        const expected = [...new Set([...days, ...monthEnds])].map((day) => `mmt-${day.replace(/-/g, '')}T020000Z.dump`);
        expect(left).toEqual([...expected, 'notes.txt'].sort());
        expect(outcome.deleted).toHaveLength(731 - expected.length);

        const stored = s3.objects.get(`mmt-backups/palma/${backupFileName(now)}`);
        expect(stored).toBeDefined();
        const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
        expect(hash(stored!)).toBe(hash(await readFile(outcome.file)));
        expect(outcome.copiedTo).toBe(`${new URL(s3.url).host}/mmt-backups/palma/${backupFileName(now)}`);
        const [run] = await queryDatabase(database, `SELECT status, offsite, error FROM backup_runs ORDER BY id DESC LIMIT 1`);
        expect(run).toEqual({ status: 'ok', offsite: 'copied', error: null });
      } finally {
        await rm(nightly, { recursive: true, force: true });
      }
    });

    it('keeps the backup when the copy is refused, and records why', async () => {
      const wrongKey = { ...CREDENTIALS, secretAccessKey: 'not-the-secret', bucket: 'mmt-backups', endpoint: s3.url, prefix: '' };
      const outcome = await takeBackup(database, settings({ s3: wrongKey }), log, new Date('2026-11-23T02:00:00Z'));
      expect(outcome.copyError).toMatch(/answered 403 SignatureDoesNotMatch/);
      expect((await readdir(dir)).includes('mmt-20261123T020000Z.dump')).toBe(true);
      const [run] = await queryDatabase<{ status: string; offsite: string; error: string }>(
        database,
        `SELECT status, offsite, error FROM backup_runs ORDER BY id DESC LIMIT 1`,
      );
      expect(run).toMatchObject({ status: 'ok', offsite: 'failed' });
      expect(run.error).toMatch(/SignatureDoesNotMatch/);
    });

    it('records a failed run and leaves no partial file', async () => {
      await queryDatabase(postgres.url(), `CREATE ROLE reader LOGIN`);
      await queryDatabase(database, `CREATE TABLE secret (x int)`);
      // pg_dump as a role that may not read a table fails; the run is recorded as failed (by the same role: it may insert there).
      await queryDatabase(database, `REVOKE ALL ON secret FROM PUBLIC; GRANT INSERT, SELECT ON backup_runs, facturas TO reader`);
      const before = await readdir(dir);
      const asReader = new URL(postgres.url('nightly'));
      [asReader.username, asReader.password] = ['reader', ''];
      await expect(takeBackup(asReader.toString(), settings(), log, new Date('2026-11-24T02:00:00Z'))).rejects.toThrow(
        /pg_dump failed .*permission denied for table secret/,
      );
      expect(await readdir(dir)).toEqual(before);
      const [run] = await queryDatabase<{ status: string; error: string }>(database, `SELECT status, error FROM backup_runs ORDER BY id DESC LIMIT 1`);
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(/permission denied for table secret/);
    });

    it("writes the dump for its owner's eyes only from its first byte, the .partial file too, whatever the umask", async () => {
      const real = await pgToolsFor(pgTarget(database));
      const bin = await mkdtemp(join(tmpdir(), 'mmt-pg-bin-'));
      const modes = join(bin, 'modes');
      await symlink(real.psql, join(bin, 'psql'));
      await symlink(real.pgRestore, join(bin, 'pg_restore'));
      // pg_dump, noting the mode of its --file when its first byte is written (as pg_dump would write it).
      const script = `#!/bin/sh
for arg; do case "$arg" in --file=*) file="\${arg#--file=}";; esac; done
if [ -n "$file" ]; then printf P >> "$file"; stat -c %a "$file" >> '${modes}'; fi
exec '${real.pgDump}' "$@"
`;
      await writeFile(join(bin, 'pg_dump'), script, { mode: 0o755 });
      const [binDir, umask] = [process.env.PG_BIN_DIR, process.umask(0o022)];
      process.env.PG_BIN_DIR = bin;
      try {
        const outcome = await takeBackup(database, settings(), log, new Date('2026-11-25T02:00:00Z'));
        expect(await readFile(modes, 'utf8')).toBe('600\n');
        expect((await stat(outcome.file)).mode & 0o777).toBe(0o600);
      } finally {
        process.umask(umask);
        if (binDir === undefined) delete process.env.PG_BIN_DIR;
        else process.env.PG_BIN_DIR = binDir;
        await rm(bin, { recursive: true, force: true });
      }
    });
  });
});
