import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password.js';
import { toGlobalId } from '../common/relay/global-id.js';
import { issueInvoice } from '../invoices/invoice-numbering.js';

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
 * and per customer one Pendiente and one Pagado invoice. Ids are returned as global ids.
 */
export async function createCustomerFixture(dataSource: DataSource, email: string, boats = 1): Promise<CustomerFixture> {
  const password = 'Otro-Cliente-123!';
  const [{ id: userId }]: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, name, password_hash, role) VALUES ($1, $2, $3, 'customer') RETURNING id`,
    [email, `Cliente ${email}`, await hashPassword(password)],
  );
  const boatRows: { id: number }[] = await dataSource.query(
    `INSERT INTO boats (owner_id, name, type, length_meters, year)
     SELECT $1, 'Barco ' || n, 'Velero', 10 + n, 2015 FROM generate_series(1, $2) n RETURNING id`,
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
  const invoiceIds = await dataSource.transaction(async (manager) => {
    const pending = await issueInvoice(manager, { customerId: userId, boatId: ids[0], issueDate: '2025-03-01', concept: 'Pendiente', amountCents: 10000 });
    const paid = await issueInvoice(manager, {
      customerId: userId,
      boatId: ids[0],
      issueDate: '2025-03-02',
      concept: 'Pagada',
      amountCents: 20000,
      paidAt: new Date(),
    });
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
