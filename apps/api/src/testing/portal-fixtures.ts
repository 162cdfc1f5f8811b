import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { loadConfig } from '../config/app-config.js';
import { issueInvoice } from '../invoices/invoice-numbering.js';
import { todayInPalma } from '../common/calendar.js';
import { UserEntity } from '../users/entities/user.entity.js';

export interface CustomerFixture {
  email: string;
  password: string;
  userId: string;
  boatIds: string[];
  jobIds: string[];
  invoiceIds: string[];
}

/**
 * For tests: a customer with `boats` boats, each with readings, one completed job (with its history),
 * and per customer one Pendiente and one Pagado invoice (issued today, one line at 21 % VAT). Ids are returned as global ids.
 */
export async function createCustomerFixture(dataSource: DataSource, email: string, boats = 1): Promise<CustomerFixture> {
  const password = 'Otro-Cliente-123!';
  const [{ id: userId }]: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, $2, $3, 'customer') RETURNING id`,
    [email, `Cliente ${email}`, await hashPassword(password)],
  );
  const boatRows: { id: number }[] = await dataSource.query(
    `INSERT INTO boats (owner_id, name, type, length_meters, year)
     SELECT $1, 'Barco ' || n, 'SAILBOAT', 10 + n, 2015 FROM generate_series(1, $2) n RETURNING id`,
    [userId, boats],
  );
  const ids = boatRows.map((row) => row.id);
  await dataSource.query(
    `INSERT INTO telemetry_readings (boat_id, metric, source, recorded_at, value)
     SELECT id, m.metric, m.source, now() - make_interval(hours => h), m.value FROM unnest($1::int[]) id, generate_series(0, 5) h,
       (VALUES ('battery_percent', 'house', 50), ('temperature_celsius', '', 20), ('humidity_percent', '', 60)) m (metric, source, value)`,
    [ids],
  );
  const jobRows: { id: number }[] = await dataSource.query(
    `INSERT INTO jobs (boat_id, title, status, requested_by) SELECT id, 'Trabajo ' || id, 'COMPLETED', $2 FROM unnest($1::int[]) id RETURNING id`,
    [ids, userId],
  );
  await dataSource.query(
    `INSERT INTO job_status_changes (job_id, status, changed_at)
     SELECT id, s.status, now() - s.ago FROM unnest($1::int[]) id,
       (VALUES ('PENDING', interval '2 days'), ('COMPLETED', interval '1 day')) s (status, ago)`,
    [jobRows.map((row) => row.id)],
  );
  const customer = await dataSource.getRepository(UserEntity).findOneByOrFail({ id: userId });
  const invoiceIds = await dataSource.transaction(async (manager) => {
    const invoice = (concept: string, amountCents: number, paidAt?: Date) =>
      issueInvoice(
        manager,
        {
          series: 'INV',
          customer,
          boatId: ids[0],
          jobId: null,
          issueDate: todayInPalma(),
          dueDate: todayInPalma(new Date(Date.now() + 30 * 86_400_000)),
          concept,
          lines: [{ description: concept, quantity: 1, unitPriceCents: amountCents, vatRate: 21 }],
          payment: paidAt && { paidAt, method: 'TRANSFER', reference: null },
        },
        loadConfig({}).verifactu.system,
      );
    const pending = await invoice('Pendiente', 10000);
    const paid = await invoice('Pagada', 20000, new Date());
    return [pending.id, paid.id];
  });
  return {
    email,
    password,
    userId,
    boatIds: ids.map((id) => toGlobalId('Boat', id)),
    jobIds: jobRows.map((row) => toGlobalId('Job', row.id)),
    invoiceIds: invoiceIds.map((id) => toGlobalId('Invoice', id)),
  };
}
