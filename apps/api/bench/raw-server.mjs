// The comparison point of bench-api.mjs: plain Fastify + pg doing the same SQL as the API's
// `contents` and `me`, with no framework, no GraphQL and no cache.
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.JWT_ACCESS_SECRET;
const app = Fastify();

app.post('/graphql', async (request, reply) => {
  const { operationName } = request.body;
  if (operationName === 'Contents') {
    const [count, rows] = await Promise.all([
      pool.query('SELECT count(*)::int AS n FROM content_entries WHERE retired_at IS NULL'),
      pool.query(
        'SELECT id, section, key, value_es, value_en, version, updated_at FROM content_entries WHERE retired_at IS NULL ORDER BY section, key, id LIMIT 50',
      ),
    ]);
    const edges = rows.rows.map((row, index) => ({
      cursor: Buffer.from(`offset:${index}`).toString('base64url'),
      node: {
        id: Buffer.from(`Content:${row.id}`).toString('base64url'),
        section: row.section,
        key: row.key,
        valueEs: row.value_es,
        valueEn: row.value_en,
      },
    }));
    return { data: { contents: { totalCount: count.rows[0].n, edges } } };
  }
  if (operationName === 'Me') {
    const claims = jwt.verify(String(request.headers.authorization).slice(7), secret, { algorithms: ['HS256'] });
    const result = await pool.query(
      `SELECT u.id, u.name, u.email, u.role FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL`,
      [claims.sid, claims.sub],
    );
    const user = result.rows[0];
    return { data: { me: { id: Buffer.from(`User:${user.id}`).toString('base64url'), name: user.name, email: user.email, role: user.role.toUpperCase() } } };
  }
  return reply.status(400).send({ errors: [{ message: 'unknown operation' }] });
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('raw server ready');
