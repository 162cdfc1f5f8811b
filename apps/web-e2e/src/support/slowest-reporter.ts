import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the summary names. */
const SHOWN = 10;

/**
 * At the end of a run: the ten slowest tests (each attempt's own time, the project's name with it)
 * and the run's total, so a slow spec is seen before it makes the suite too long for a slow machine.
 */
export default class SlowestReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project, ...path] = test.titlePath();
    this.durations.push({ title: `[${project}] ${path.join(' › ')}${result.retry ? ` (retry ${result.retry})` : ''}`, ms: result.duration });
  }

  onEnd(result: FullResult): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = [
      `Slowest ${slowest.length} of ${this.durations.length} test runs:`,
      ...slowest.map(({ title, ms }) => `  ${seconds(ms).padStart(8)}  ${title}`),
    ];
    lines.push(`Total: ${seconds(result.duration)} (${result.status})`);
    console.log(`\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
