import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../config/app-config.js';
import { createAppLogger, logTime } from './app-logger.js';

/** What the logger writes to stdout and stderr while `log` runs. */
function written(log: () => void): { stdout: string; stderr: string } {
  const out = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    jest.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      out[stream] += String(chunk);
      return true;
    });
  }
  log();
  return out;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the log', () => {
  it('is a line a person reads at a terminal: time, level, context, message', () => {
    const logger = createAppLogger('text', { colors: false });
    const { stdout } = written(() => {
      logger.log('Listening on http://localhost:3000', 'Main');
      logger.warn('JWT_ACCESS_SECRET is unset or short', 'Main');
    });
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} INFO {2}\[Main\] Listening on http:\/\/localhost:3000$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} WARN {2}\[Main\] JWT_ACCESS_SECRET is unset or short$/),
      '',
    ]);
  });

  it("writes a message logged as an object as its msg and the rest on one line, and leaves Nest's start-up chatter out", () => {
    const logger = createAppLogger('text', { colors: false });
    const { stdout } = written(() => {
      logger.log('AuthModule dependencies initialized', 'InstanceLoader');
      logger.log('Mapped {/graphql, POST} route', 'RouterExplorer');
      logger.warn({ msg: 'login failed', address: '192.0.2.7', attempts: 5 }, 'AuthService');
    });
    expect(stdout.split('\n')).toEqual([expect.stringMatching(/ WARN {2}\[AuthService\] login failed \{ address: '192\.0\.2\.7', attempts: 5 \}$/), '']);
    const json = written(() => createAppLogger('json').log('AuthModule dependencies initialized', 'InstanceLoader')).stdout;
    expect(JSON.parse(json)).toMatchObject({ context: 'InstanceLoader', message: 'AuthModule dependencies initialized' });
  });

  it('colours a line only for a terminal', () => {
    const tty = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    for (const isTTY of [true, false]) {
      Object.defineProperty(process.stdout, 'isTTY', { value: isTTY, configurable: true });
      const { stdout } = written(() => createAppLogger('text').log('Listening', 'Main'));
      expect({ isTTY, coloured: stdout.includes('\u001b[') }).toEqual({ isTTY, coloured: isTTY && !process.env.NO_COLOR });
    }
    if (tty) Object.defineProperty(process.stdout, 'isTTY', tty);
    else delete (process.stdout as { isTTY?: boolean }).isTTY;
  });

  it('writes an error with its stack below it, on stderr', () => {
    const logger = createAppLogger('text', { colors: false });
    const failure = new Error('Connection terminated');
    const { stdout, stderr } = written(() => logger.error('Server rendering of /vip failed', failure.stack, 'WebApp'));
    expect(stdout).toBe('');
    const [line, ...stack] = stderr.trimEnd().split('\n');
    expect(line).toMatch(/^\S+ \S+ ERROR \[WebApp\] Server rendering of \/vip failed$/);
    expect(stack[0]).toBe('Error: Connection terminated');
  });

  it('is one JSON object per line for a collector', () => {
    const { stdout } = written(() => createAppLogger('json').log('Listening on http://localhost:3000', 'Main'));
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({
      level: 'log',
      context: 'Main',
      message: 'Listening on http://localhost:3000',
      pid: process.pid,
      timestamp: expect.any(Number),
    });
  });

  it('reads its format from LOG_FORMAT: lines unless json is asked for (the Docker image does), nothing else', () => {
    expect(loadConfig({}).logFormat).toBe('text');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('text');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow('LOG_FORMAT must be text or json, got "pretty"');
    const runtimeStage = readFileSync('Dockerfile', 'utf8')
      .split(/^FROM /m)
      .at(-1)!;
    expect(runtimeStage).toMatch(/^ENV .*\bLOG_FORMAT=json\b/m);
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).not.toContain('LOG_FORMAT');
  });

  it('times each line to the millisecond, in the local time zone', () => {
    expect(logTime(new Date(2026, 10, 7, 9, 5, 3, 12))).toBe('2026-11-07 09:05:03.012');
  });
});
