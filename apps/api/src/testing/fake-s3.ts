import aws4 from 'aws4';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  /** http://127.0.0.1:port: the endpoint, path-style (/bucket/key). */
  url: string;
  /** bucket/key → the bytes stored. */
  objects: Map<string, Buffer>;
  close(): Promise<void>;
}

function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/**
 * A PutObject endpoint that checks what S3 checks: the Signature Version 4 over the headers the
 * client signed (recomputed with the secret it knows), and the body against x-amz-content-sha256.
 */
export async function startFakeS3(credentials: { accessKeyId: string; secretAccessKey: string; region: string }): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const signatureMatches = (request: IncomingMessage): boolean => {
    const authorization = request.headers.authorization ?? '';
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1].split(';') ?? [];
    if (!authorization.includes(`Credential=${credentials.accessKeyId}/`)) return false;
    const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]));
    const expected = aws4.sign(
      { host: request.headers.host, path: request.url, method: request.method, service: 's3', region: credentials.region, headers },
      credentials,
    );
    return expected.headers?.Authorization === authorization;
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const answer = (status: number, xml = '') => response.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
      if (request.method !== 'PUT') return answer(405, errorXml('MethodNotAllowed', 'only PutObject here'));
      if (!signatureMatches(request)) return answer(403, errorXml('SignatureDoesNotMatch', 'The request signature we calculated does not match'));
      if (createHash('sha256').update(body).digest('hex') !== request.headers['x-amz-content-sha256']) {
        return answer(400, errorXml('XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match'));
      }
      objects.set(decodeURIComponent(request.url!.slice(1)), body);
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
