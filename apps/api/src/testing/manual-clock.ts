import { Clock } from '../common/clock.js';

/** A clock that moves only when a test moves it: what waits on it ends on advance(), never by itself. */
export class ManualClock extends Clock {
  private readonly start = Date.now();
  private elapsed = 0;

  override now(): number {
    return this.start + this.elapsed;
  }
  private waits: { until: number; controller: AbortController }[] = [];

  override timeout(ms: number): AbortSignal {
    const controller = new AbortController();
    this.waits.push({ until: this.elapsed + ms, controller });
    return controller.signal;
  }

  /** `ms` pass: every wait that ends by then aborts its signal, as AbortSignal.timeout does (a TimeoutError). */
  advance(ms: number): void {
    this.elapsed += ms;
    const due = this.waits.filter((wait) => wait.until <= this.elapsed);
    this.waits = this.waits.filter((wait) => wait.until > this.elapsed);
    for (const wait of due) wait.controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }
}
