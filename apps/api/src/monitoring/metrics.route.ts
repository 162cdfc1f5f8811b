import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every HTTP answer, and serves GET /metrics (Prometheus' text format) to the holder of
 * METRICS_TOKEN; without a token there is no such route (404).
 */
@Injectable()
export class MetricsRoute {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      // The route's pattern (/invoices/:id.pdf), never the path asked for: a bounded set of labels. The
      // web build's hashed files are a route each (a new set every release): one label for them all.
      const pattern = request.routeOptions.url ?? 'unmatched';
      const route = pattern.startsWith('/assets/') ? '/assets/*' : pattern;
      this.metrics.httpRequests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });
    const token = this.config.metricsToken;
    if (!token) return;
    const expected = digest(`Bearer ${token}`);
    fastify.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
      // Compared in constant time, as digests of equal length.
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .header('cache-control', 'no-store')
          .send({ statusCode: 401, error: 'Unauthorized' });
      }
      const body = await this.metrics.render();
      return reply.header('content-type', this.metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
  }
}
