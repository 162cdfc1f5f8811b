import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CalendarFeedService } from './calendar-feed.service.js';

/**
 * GET /calendar/<secret>.ics: a customer's maintenance calendar for their calendar app. A plain
 * Fastify route (a calendar app speaks neither GraphQL nor our sessions): the link is the key.
 */
@Injectable()
export class CalendarFeedRoute {
  constructor(private readonly feeds: CalendarFeedService) {}

  register(fastify: FastifyInstance): void {
    fastify.get('/calendar/:file', (request, reply) => this.serve(request as FastifyRequest<{ Params: { file: string } }>, reply));
  }

  private async serve(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply): Promise<void> {
    const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
    const calendar = token ? await this.feeds.render(token) : null;
    if (calendar === null) {
      await reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'unknown or revoked calendar link' });
      return;
    }
    // Private to the link's holder: no shared cache keeps it, no referrer carries the link on.
    await reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .send(calendar);
  }
}
