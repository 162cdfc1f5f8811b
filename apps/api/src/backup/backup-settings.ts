import { resolve } from 'node:path';
import { parseTimeOfDay, type Retention } from './backup-files.js';
import type { S3Settings } from './s3-copy.js';

/** The backup tool's settings (README's configuration table, BACKUP_*), read from the environment. */
export interface BackupSettings {
  dir: string;
  /** Every night at this local time (TZ). */
  at: [number, number];
  retention: Retention;
  /** null: no copy off the server. */
  s3: S3Settings | null;
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.BACKUP_S3_BUCKET) return null;
  const missing = ['BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (!env.BACKUP_S3_ENDPOINT && !env.BACKUP_S3_REGION) missing.push('BACKUP_S3_REGION (or BACKUP_S3_ENDPOINT)');
  if (missing.length) throw new Error(`BACKUP_S3_BUCKET is set, so these are needed too: ${missing.join(', ')}`);
  const endpoint = env.BACKUP_S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    throw new Error(`BACKUP_S3_ENDPOINT must be an address such as https://s3.example.com, got "${endpoint}"`);
  return {
    bucket: env.BACKUP_S3_BUCKET,
    endpoint,
    // S3-compatible stores mostly ignore the region, but it is part of the signature.
    region: env.BACKUP_S3_REGION || 'us-east-1',
    prefix: env.BACKUP_S3_PREFIX ?? '',
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY!,
  };
}

export function loadBackupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  return {
    // Beside the embedded database of `npm start` (DATA_DIR) unless told otherwise.
    dir: resolve(env.BACKUP_DIR || resolve(env.DATA_DIR ?? '.data', 'backups')),
    at: parseTimeOfDay(env.BACKUP_AT || '03:00'),
    retention: { daily: count('BACKUP_KEEP_DAILY', env.BACKUP_KEEP_DAILY, 14), monthly: count('BACKUP_KEEP_MONTHLY', env.BACKUP_KEEP_MONTHLY, 12) },
    s3: s3Settings(env),
  };
}
