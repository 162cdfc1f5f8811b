import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { fingerprintOf } from './billing-records.js';
import { BillingRecordEntity, type RecordEnvironment } from './entities/billing-record.entity.js';
import { ChainProblem } from './verifactu.model.js';

export interface ChainBreak {
  position: number;
  environment: RecordEnvironment;
  invoiceNumber: string;
  problem: ChainProblem;
}

export interface ChainVerification {
  verifiedAt: Date;
  records: number;
  breaks: ChainBreak[];
}

/** Records read per query while verifying: the chain may be long. */
const PAGE = 2000;

/**
 * Verifies the chains of billing records, one per AEAT environment: every fingerprint recomputed
 * from what its record stores, every record naming the one before it in its environment (its
 * fingerprint, number and date; none for the first of a chain) and none missing among all. Each
 * verification is kept (billing_chain_verifications) for the admins; a break is logged as an error.
 */
@Injectable()
export class BillingChain {
  private readonly logger = new Logger('VERI*FACTU');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async verify(): Promise<ChainVerification> {
    const breaks: ChainBreak[] = [];
    /** The last record seen of each environment's chain. */
    const last = new Map<RecordEnvironment, BillingRecordEntity>();
    let position = 0;
    let records = 0;
    for (let from = 0; ; from += PAGE) {
      const page = await this.dataSource.getRepository(BillingRecordEntity).find({ where: {}, order: { position: 'ASC' }, skip: from, take: PAGE });
      for (const record of page) {
        records++;
        const at = { position: record.position, environment: record.environment, invoiceNumber: record.invoiceNumber };
        if (record.position !== position + 1) breaks.push({ ...at, problem: ChainProblem.POSITION });
        const before = last.get(record.environment);
        const previous = record.previous;
        const names = before
          ? previous?.fingerprint === before.fingerprint &&
            previous.invoiceNumber === before.invoiceNumber &&
            previous.issueDate === before.issueDate &&
            previous.issuerTaxId === before.issuerTaxId &&
            record.previousId === before.id
          : previous === null && record.previousId === null;
        if (!names) breaks.push({ ...at, problem: ChainProblem.PREVIOUS });
        if (fingerprintOf(record) !== record.fingerprint) breaks.push({ ...at, problem: ChainProblem.FINGERPRINT });
        last.set(record.environment, record);
        position = record.position;
      }
      if (page.length < PAGE) break;
    }
    const [{ verified_at: verifiedAt }]: { verified_at: Date }[] = await this.dataSource.query(
      'INSERT INTO billing_chain_verifications (records, breaks) VALUES ($1, $2) RETURNING verified_at',
      [records, JSON.stringify(breaks)],
    );
    if (breaks.length) this.logger.error({ msg: 'THE CHAIN OF BILLING RECORDS IS BROKEN: the records were changed outside the application', records, breaks });
    else this.logger.log({ msg: 'chain of billing records verified', records });
    return { verifiedAt, records, breaks };
  }

  /** The latest verification; null before the first. */
  async latest(): Promise<ChainVerification | null> {
    const [row]: { verified_at: Date; records: number; breaks: ChainBreak[] }[] = await this.dataSource.query(
      'SELECT verified_at, records, breaks FROM billing_chain_verifications ORDER BY id DESC LIMIT 1',
    );
    return row ? { verifiedAt: row.verified_at, records: row.records, breaks: row.breaks } : null;
  }
}
