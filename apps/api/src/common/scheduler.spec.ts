import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Scheduler } from './scheduler.js';

/** Lets the promise callbacks of a finished pass run (fake timers leave microtasks alone). */
const settle = () => new Promise<void>((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve));

describe('Scheduler', () => {
  let scheduler: Scheduler;
  beforeEach(() => {
    jest.useFakeTimers();
    scheduler = new Scheduler();
  });
  afterEach(() => {
    scheduler.onModuleDestroy();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs a job every interval, one pass at a time: a tick during a pass is skipped', async () => {
    const finishes: (() => void)[] = [];
    const task = jest.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
    scheduler.every('outbox', 1000, task);
    expect(task).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000); // the first pass still runs
    expect(task).toHaveBeenCalledTimes(1);
    finishes[0]();
    await settle();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('runs a job marked atStart at once too, its start pass counting as the one running', async () => {
    const finishes: (() => void)[] = [];
    const task = jest.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
    scheduler.every('Stripe reconciliation', 1000, task, { atStart: true });
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000); // the start pass still runs
    expect(task).toHaveBeenCalledTimes(1);
    finishes[0]();
    await settle();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass and runs the next one', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    let calls = 0;
    scheduler.every('silent boats', 500, async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
    });
    jest.advanceTimersByTime(500);
    await settle();
    expect(errors).toHaveBeenCalledWith({ msg: 'silent boats failed', error: 'database away' });
    jest.advanceTimersByTime(500);
    await settle();
    expect(calls).toBe(2);
  });

  it('stops every job when the app shuts down, and refuses a name twice', () => {
    const task = jest.fn(async () => undefined);
    scheduler.every('partitions', 100, task);
    expect(() => scheduler.every('partitions', 100, task)).toThrow('already scheduled');
    scheduler.onModuleDestroy();
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it('on shutdown waits for the passes in flight, so the database closes after them', async () => {
    let finish!: () => void;
    scheduler.every('Stripe reconciliation', 1000, () => new Promise<void>((resolve) => (finish = resolve)), { atStart: true });
    scheduler.onModuleDestroy();
    let stopped = false;
    const shutdown = scheduler.beforeApplicationShutdown().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await shutdown;
    expect(stopped).toBe(true);
  });
});
