import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { RecordEnvironment } from './entities/billing-record.entity.js';

/** A change of the AEAT environment records are made in. */
export interface EnvironmentSwitch {
  switchedAt: Date;
  from: RecordEnvironment;
  to: RecordEnvironment;
  /** Records of the old environment still waiting to be sent then: never sent to the new one. */
  recordsLeft: number;
}

/**
 * The AEAT environment new billing records are made in: the chain's head keeps it, so that every
 * API process chains a record where the others do. At start the configured one
 * (VERIFACTU_ENVIRONMENT) is adopted; a change is recorded, and the new environment's chain goes on
 * from its own last record (the first time in production: a fresh chain, PrimerRegistro). Records
 * of the old environment still queued stay where they are: the sender sends only the configured
 * environment's records, to that environment's service.
 */
@Injectable()
export class ChainEnvironment {
  private readonly logger = new Logger('VERI*FACTU');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async adopt(): Promise<EnvironmentSwitch | null> {
    const to = this.config.verifactu.environment;
    return this.dataSource.transaction(async (manager) => {
      const [{ environment: from }]: { environment: RecordEnvironment }[] = await manager.query(
        'SELECT environment FROM billing_chain_head WHERE id = 1 FOR UPDATE',
      );
      if (from === to) return null;
      // Should they ever be sent (the old environment configured again), they go late: as after an incident.
      const [, recordsLeft]: [unknown, number] = await manager.query(
        `UPDATE aeat_submissions s SET incident = true FROM billing_records r WHERE r.id = s.record_id AND r.environment = $1 AND s.status = 'PENDING'`,
        [from],
      );
      await manager.query('UPDATE billing_chain_head SET environment = $1 WHERE id = 1', [to]);
      const [{ switched_at: switchedAt }]: { switched_at: Date }[] = await manager.query(
        'INSERT INTO verifactu_environment_switches (from_environment, to_environment, records_left) VALUES ($1, $2, $3) RETURNING switched_at',
        [from, to, recordsLeft],
      );
      this.logger.warn({ msg: 'VERI*FACTU environment switched: new billing records go to the chain of the new one', from, to, recordsLeft });
      return { switchedAt, from, to, recordsLeft };
    });
  }

  /** Every switch, newest first. */
  async switches(): Promise<EnvironmentSwitch[]> {
    const rows: { switched_at: Date; from_environment: RecordEnvironment; to_environment: RecordEnvironment; records_left: number }[] =
      await this.dataSource.query('SELECT switched_at, from_environment, to_environment, records_left FROM verifactu_environment_switches ORDER BY id DESC');
    return rows.map((row) => ({ switchedAt: row.switched_at, from: row.from_environment, to: row.to_environment, recordsLeft: row.records_left }));
  }
}
