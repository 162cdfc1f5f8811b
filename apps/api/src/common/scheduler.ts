import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';

interface Job {
  timer: NodeJS.Timeout;
  pass: Promise<void> | null;
}

/**
 * The API's recurring work, in one place: every process runs the jobs startApp() lists (the
 * database decides who does what when there are several). A job runs every `intervalMs` (from
 * configuration), one pass at a time (a tick that finds the last pass still running is skipped),
 * and a failed pass is logged, never thrown. On shutdown the root module's destroy hook runs
 * first, so no pass starts once the services begin to stop; a service whose pass must end cleanly
 * (the outbox, the AEAT sender) waits for or aborts it in its own hook. The passes still running
 * are awaited before the application's shutdown hooks close the database, so none is cut off
 * mid-query.
 */
@Injectable()
export class Scheduler implements OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('Scheduler');
  private readonly jobs = new Map<string, Job>();

  /** `atStart`: a first pass now, not only after the first interval (work a restart must not postpone a day). */
  every(name: string, intervalMs: number, task: () => Promise<unknown>, { atStart = false }: { atStart?: boolean } = {}): void {
    if (this.jobs.has(name)) throw new Error(`the job ${name} is already scheduled`);
    const job: Job = { timer: setInterval(() => this.run(name, job, task), intervalMs), pass: null };
    job.timer.unref();
    this.jobs.set(name, job);
    if (atStart) this.run(name, job, task);
  }

  onModuleDestroy(): void {
    for (const job of this.jobs.values()) clearInterval(job.timer);
  }

  /** After every module's destroy hook (the outbox and the AEAT sender end theirs there), before the database closes. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((job) => job.pass));
    this.jobs.clear();
  }

  private run(name: string, job: Job, task: () => Promise<unknown>): void {
    job.pass ??= task()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ msg: `${name} failed`, error: error instanceof Error ? error.message : String(error) }))
      .finally(() => (job.pass = null));
  }
}
