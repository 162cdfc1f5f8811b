// The comparison point of bench-api.mjs: plain Fastify + pg with no framework and no GraphQL.
// Like with like: the public `contents` answer is the API's own cached bytes served from memory
// (CONTENTS_BODY_FILE), and the signed-in `me` and `boats` verify the token and run the SQL the
// API runs for them (the session check, then the page with its total).
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// A key object made once, as the API's JWT strategy does (a string costs jsonwebtoken two key parses per token).
const secret = createSecretKey(Buffer.from(process.env.JWT_ACCESS_SECRET));
const contentsBody = readFileSync(process.env.CONTENTS_BODY_FILE, 'utf8');
const app = Fastify();

const globalId = (type, id) => Buffer.from(`${type}:${id}`).toString('base64url');

/** The API's JWT guard: a valid token of a live session, or null. */
async function viewerOf(request) {
  const claims = jwt.verify(String(request.headers.authorization).slice(7), secret, {
    algorithms: ['HS256'],
    issuer: 'mmt-api',
    audience: 'mmt-web',
  });
  const { rows } = await pool.query(
    `SELECT u.id, u.role, u.name, u.email FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL`,
    [claims.sid, claims.sub],
  );
  return rows[0] ?? null;
}

const handlers = {
  HomeContents: (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(contentsBody),
  Me: async (request) => {
    const viewer = await viewerOf(request);
    return { data: { me: { id: globalId('User', viewer.id), name: viewer.name, email: viewer.email, role: viewer.role.toUpperCase() } } };
  },
  Boats: async (request) => {
    const viewer = await viewerOf(request);
    const first = request.body.variables?.first ?? 20;
    const list = await pool.query(
      `SELECT id, owner_id, name, type, length_meters, year, image_url, created_at, count(*) OVER () AS total FROM boats
        WHERE owner_id = $3 ORDER BY name ASC, id ASC LIMIT $1 OFFSET $2`,
      [first, 0, viewer.id],
    );
    const totalCount = Number(list.rows[0]?.total ?? 0);
    const edges = list.rows.map((row) => ({
      node: { id: globalId('Boat', row.id), name: row.name, type: row.type, lengthMeters: Number(row.length_meters), year: row.year, imageUrl: row.image_url },
    }));
    return { data: { boats: { totalCount, edges } } };
  },
};

app.post('/graphql', async (request, reply) => {
  const handler = handlers[request.body?.operationName];
  if (!handler) return reply.status(400).send({ errors: [{ message: 'unknown operation' }] });
  return handler(request, reply);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw server ready');
