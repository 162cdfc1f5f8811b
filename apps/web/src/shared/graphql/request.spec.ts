import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { DocumentText } from '@mmt/graphql';
import { clearSession, setAccessToken } from '../session/access-token';
import { GraphQLRequestError } from './graphql-error';
import { request } from './request';

const Hello = 'query Hello($name:String){hello(name:$name)}' as DocumentText<{ hello: string }, { name?: string }>;

type FetchArgs = [string, RequestInit];
let fetchMock: jest.Mock<(...args: FetchArgs) => Promise<Response>>;
const realFetch = globalThis.fetch;

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  clearSession();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('request', () => {
  it('POSTs the operation as JSON to /graphql on the same origin and returns data', async () => {
    respond(200, { data: { hello: 'hola' } });
    await expect(request(Hello, { name: 'Ana' })).resolves.toEqual({ hello: 'hola' });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({ operationName: 'Hello', query: Hello, variables: { name: 'Ana' } });
  });

  it('sends the in-memory access token as a bearer token, unless told otherwise', async () => {
    setAccessToken('abc.def.ghi');
    respond(200, { data: { hello: 'x' } });
    respond(200, { data: { hello: 'y' } });
    await request(Hello, {});
    await request(Hello, {}, { accessToken: null });
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>).authorization).toBe('Bearer abc.def.ghi');
    expect((fetchMock.mock.calls[1][1].headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('throws the GraphQL errors with their extensions', async () => {
    respond(200, {
      data: null,
      errors: [{ message: 'Credenciales inválidas', extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' } }],
    });
    const error = (await request(Hello, {}).catch((e: unknown) => e)) as GraphQLRequestError;
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error.kind).toBe('graphql');
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.hasCode('UNAUTHENTICATED')).toBe(true);
    expect(error.extensions.reason).toBe('INVALID_CREDENTIALS');
    expect(error.message).toBe('Credenciales inválidas');
  });

  it('reads GraphQL errors from a non-2xx response too', async () => {
    respond(400, { errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] });
    const error = (await request(Hello, {}).catch((e: unknown) => e)) as GraphQLRequestError;
    expect(error.kind).toBe('graphql');
    expect(error.status).toBe(400);
    expect(error.hasCode('BAD_USER_INPUT')).toBe(true);
  });

  it('reports an HTTP failure without a GraphQL body', async () => {
    respond(502, '<html>Bad gateway</html>');
    const error = (await request(Hello, {}).catch((e: unknown) => e)) as GraphQLRequestError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([]);
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await request(Hello, {}).catch((e: unknown) => e)) as GraphQLRequestError;
    expect(error.kind).toBe('network');
  });
});

describe('GraphQLRequestError.isTransient', () => {
  const error = (errors: { code: string }[], kind: 'graphql' | 'network' | 'http', status?: number) =>
    new GraphQLRequestError(
      'x',
      errors.map(({ code }) => ({ message: code, extensions: { code } })),
      kind,
      status,
    );

  it('is true for faults that may pass: offline, HTTP 5xx, an internal server error, the database away', () => {
    expect(error([], 'network').isTransient).toBe(true);
    expect(error([], 'http', 503).isTransient).toBe(true);
    expect(error([{ code: 'INTERNAL_SERVER_ERROR' }], 'graphql', 200).isTransient).toBe(true);
    expect(error([{ code: 'SERVICE_UNAVAILABLE' }], 'graphql', 200).isTransient).toBe(true);
  });

  it('is false for answers about the request itself', () => {
    expect(error([{ code: 'UNAUTHENTICATED' }], 'graphql', 401).isTransient).toBe(false);
    expect(error([{ code: 'BAD_USER_INPUT' }], 'graphql', 400).isTransient).toBe(false);
    expect(error([], 'http', 404).isTransient).toBe(false);
  });
});
