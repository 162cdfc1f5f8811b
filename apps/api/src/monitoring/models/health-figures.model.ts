import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { BackupRunFigures } from '../../backup/backup-runs.js';

export enum BackupCopy {
  COPIED = 'COPIED',
  FAILED = 'FAILED',
}
registerEnumType(BackupCopy, { name: 'BackupCopy', description: 'Whether a backup was copied off the server (S3-compatible storage).' });

@ObjectType({ description: 'A run of the nightly backup.' })
export class BackupRun {
  @Field(() => GraphQLISODateTime)
  finishedAt: Date;

  @Field(() => Float, { nullable: true, description: "The file's size in bytes (a failed run has none)." })
  sizeBytes: number | null;

  @Field(() => BackupCopy, { nullable: true, description: 'Null when no storage off the server is set.' })
  offsite: BackupCopy | null;

  @Field(() => String, { nullable: true, description: 'Why the run, or its copy off the server, failed.' })
  error: string | null;

  static from(run: BackupRunFigures | null): BackupRun | null {
    if (!run) return null;
    return Object.assign(new BackupRun(), {
      finishedAt: run.finishedAt,
      sizeBytes: run.sizeBytes,
      offsite: run.offsite === null ? null : run.offsite === 'copied' ? BackupCopy.COPIED : BackupCopy.FAILED,
      error: run.error,
    });
  }
}

@ObjectType({
  description:
    'What says whether the site is looked after, for the admins: backups, the e-mail outbox and card payments. ' +
    'The VERI*FACTU queue is `verifactuSettings.queue`.',
})
export class HealthFigures {
  @Field(() => BackupRun, { nullable: true, description: 'The newest backup; null before the first.' })
  lastBackup: BackupRun | null;

  @Field(() => BackupRun, { nullable: true, description: 'The newest failed backup run, when it came after the last backup.' })
  failedBackup: BackupRun | null;

  @Field(() => Int, { description: 'E-mails waiting to be sent.' })
  outboxBacklog: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the oldest e-mail waiting was queued.' })
  oldestPendingEmailAt: Date | null;

  @Field(() => Int, { description: 'E-mails given up on after repeated failures.' })
  failedEmails: number;

  @Field(() => Boolean, { description: 'Whether customers can pay invoices by card (Stripe set up); without it they are shown the bank transfer details.' })
  cardPayments: boolean;
}
