import { ConsoleLogger, type ConsoleLoggerOptions, type LogLevel } from '@nestjs/common';
import { inspect } from 'node:util';

/** How the process writes its log (LOG_FORMAT): lines for a person at a terminal, or JSON for a collector. */
export const logFormats = ['text', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

export const isLogFormat = (value: unknown): value is LogFormat => (logFormats as readonly unknown[]).includes(value);

/** The levels' names as a person reads them (Nest calls the ordinary one "log"). */
const LEVEL_NAMES: Record<LogLevel, string> = { log: 'INFO', warn: 'WARN', error: 'ERROR', fatal: 'FATAL', debug: 'DEBUG', verbose: 'TRACE' };
const LEVEL_WIDTH = Math.max(...Object.values(LEVEL_NAMES).map((name) => name.length));

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `2026-11-27 16:28:03.120`, in the machine's time zone (the container's TZ). */
export function logTime(at: Date): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${date} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

/**
 * What Nest says of itself while it starts (each module initialised, each route mapped): some sixty
 * lines a person starting the product has no use for. Left out of the lines, kept in JSON, and
 * its warnings and errors always shown.
 */
const FRAMEWORK_START_UP = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'GraphQLModule']);

/**
 * Nest's console logger with one plain line per message: time, level, context, message
 * (`2026-11-27 16:28:03.120 INFO  [Main] Listening on http://localhost:3000`), coloured on a
 * terminal; a stack follows on its own lines. No process id, no "+3ms". A message logged as an
 * object (`{ msg: 'login failed', address }`) is its `msg` and the rest on the same line.
 */
class LineLogger extends ConsoleLogger {
  protected override printMessages(
    messages: unknown[],
    context = '',
    logLevel: LogLevel = 'log',
    writeStreamType?: 'stdout' | 'stderr',
    errorStack?: unknown,
    params?: Record<string, unknown>,
  ): void {
    if (logLevel === 'log' && FRAMEWORK_START_UP.has(context)) return;
    super.printMessages(messages, context, logLevel, writeStreamType, errorStack, params);
  }

  protected override formatMessage(
    logLevel: LogLevel,
    message: unknown,
    _pidMessage: string,
    _formattedLogLevel: string,
    contextMessage: string,
    _timestampDiff: string,
    params?: Record<string, unknown>,
  ): string {
    const level = this.colorize(LEVEL_NAMES[logLevel].padEnd(LEVEL_WIDTH), logLevel);
    const extra = params ? ` ${this.stringifyParams(params)}` : '';
    return `${logTime(new Date())} ${level} ${contextMessage}${this.stringifyMessage(message, logLevel)}${extra}\n`;
  }

  protected override stringifyMessage(message: unknown, logLevel: LogLevel): string {
    const resolved = this.resolveMessage(message);
    if (!isRecord(resolved) || typeof resolved.msg !== 'string') return super.stringifyMessage(resolved, logLevel);
    const { msg, ...fields } = resolved;
    const details = Object.keys(fields).length ? ` ${inspect(fields, { compact: true, breakLength: Infinity, colors: this.options.colors })}` : '';
    return this.colorize(msg, logLevel) + details;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The process's logger in the chosen format (JSON: one object per line, Nest's fields). */
export function createAppLogger(format: LogFormat, options: Omit<ConsoleLoggerOptions, 'json'> = {}): ConsoleLogger {
  if (format === 'json') return new ConsoleLogger({ ...options, json: true });
  // Colours for a terminal only: in a file or a pipe they are escape codes.
  return new LineLogger({ colors: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR, ...options });
}
