import aws4 from 'aws4';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream/promises';

/** Where copies go: any S3-compatible storage (AWS S3, Backblaze B2, Wasabi, Cloudflare R2, MinIO …). */
export interface S3Settings {
  bucket: string;
  /** https://s3.eu-central-003.backblazeb2.com …; null: AWS S3 in `region`. */
  endpoint: string | null;
  region: string;
  /** Put before each file name, e.g. "mmt/". */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The object's address: path-style on a given endpoint (what S3-compatible stores answer),
 * virtual-hosted on AWS (which has dropped path-style for new buckets).
 */
function objectUrl(settings: S3Settings, key: string): URL {
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  if (settings.endpoint) return new URL(`${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${encodedKey}`);
  return new URL(`https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${encodedKey}`);
}

/**
 * PUTs the file as `prefix + name`, signed (AWS Signature Version 4) over its SHA-256, so the store
 * refuses a copy that arrives different. Only PutObject is needed: the key given to this server can
 * neither read nor delete the copies (how long they are kept is the bucket's lifecycle rule).
 */
export async function copyToS3(settings: S3Settings, file: string, name: string): Promise<string> {
  const url = objectUrl(settings, `${settings.prefix}${name}`);
  const [size, sha256] = [(await stat(file)).size, await sha256Of(file)];
  const signed = aws4.sign(
    {
      host: url.host,
      path: url.pathname,
      method: 'PUT',
      service: 's3',
      region: settings.region,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': size, 'X-Amz-Content-Sha256': sha256 },
    },
    { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  );
  const request = (url.protocol === 'http:' ? httpRequest : httpsRequest)({
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port || undefined,
    path: url.pathname,
    method: 'PUT',
    headers: signed.headers,
    timeout: 60_000,
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (incoming) => {
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk.slice(0, 2000 - body.length)));
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      incoming.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error('the storage did not answer within 60 s')));
    request.once('error', reject);
  });
  // A store that refuses early (a wrong key) may close before the body is sent: its answer says why.
  const [sent, answer] = await Promise.allSettled([pipeline(createReadStream(file), request), response]);
  if (answer.status === 'rejected') throw answer.reason;
  const { status, body } = answer.value;
  if (status < 200 || status >= 300) {
    const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
    throw new Error(`the storage answered ${status}${code ? ` ${code}` : ''} to PUT ${url.host}${url.pathname}`);
  }
  if (sent.status === 'rejected') throw sent.reason;
  return `${url.host}${url.pathname}`;
}
