import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../common/errors/database-unavailable.js';
import { RateLimitService } from '../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Metrics } from '../monitoring/metrics.js';
import { DeviceTokensService, type DeviceIdentity } from './device-tokens.service.js';
import { parseDeltas, TelemetryInputError } from './signal-k.js';
import { TelemetryService } from './telemetry.service.js';

export const TELEMETRY_BODY_LIMIT = 256 * 1024;

/**
 * POST /telemetry: a boat's Signal K server sends its deltas (one, or an array) with its device
 * token as a Bearer token. A plain Fastify route, not a GraphQL operation nor a Nest controller:
 * its own body limit, the token checked before the body is read, and plain HTTP answers a device
 * understands (401, 400 with the reason, 429 with Retry-After).
 */
@Injectable()
export class TelemetryRoute {
  private readonly logger = new Logger('Telemetry');
  private readonly devices = new WeakMap<FastifyRequest, DeviceIdentity>();

  constructor(
    private readonly deviceTokens: DeviceTokensService,
    private readonly telemetry: TelemetryService,
    private readonly rateLimits: RateLimitService,
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.route({
      method: 'POST',
      url: '/telemetry',
      bodyLimit: TELEMETRY_BODY_LIMIT,
      onRequest: (request, reply) => this.authorize(request, reply),
      handler: (request, reply) => this.ingest(request, reply),
      errorHandler: (error, _request, reply) => this.fail(error, reply),
    });
  }

  private async authorize(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const device = match ? await this.deviceTokens.authenticate(match[1]) : null;
    if (!device) {
      await reply.code(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, error: 'Unauthorized', message: 'unknown or revoked device token' });
      return;
    }
    const limit = await this.rateLimits.hitEstimated(`telemetry:token:${device.tokenId}`, { limit: this.config.telemetryRequestsPerMinute, windowSeconds: 60 });
    if (!limit.allowed) {
      await reply
        .code(429)
        .header('retry-after', String(limit.retryAfterSeconds))
        .send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `over ${this.config.telemetryRequestsPerMinute} requests a minute: retry in ${limit.retryAfterSeconds} s`,
        });
      return;
    }
    this.devices.set(request, device);
  }

  private async ingest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const device = this.devices.get(request)!;
    const { readings, runningHours, ignored } = parseDeltas(request.body);
    const { stored, duplicates } = await this.telemetry.store(device.boatId, readings, { kind: 'device', deviceTokenId: device.tokenId }, runningHours);
    this.metrics.telemetryReadings.inc(stored);
    await reply.code(200).send({ stored, duplicates, ignored });
  }

  private async fail(error: FastifyError, reply: FastifyReply): Promise<void> {
    const reason = badRequestReason(error);
    if (reason) {
      await reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: reason });
    } else if (error.statusCode === 415) {
      await reply.code(415).send({ statusCode: 415, error: 'Unsupported Media Type', message: 'send application/json' });
    } else if (isDatabaseUnavailable(error)) {
      await reply.code(503).header('retry-after', '5').send({ statusCode: 503, error: 'Service Unavailable', message: 'try again in a moment' });
    } else {
      this.logger.error({ msg: 'telemetry ingest failed', error: String(error) });
      await reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'the readings could not be stored' });
    }
  }
}

/** Why a request is refused as bad input, or null when the fault is not the sender's. */
function badRequestReason(error: FastifyError): string | null {
  if (error instanceof TelemetryInputError) return error.message;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return `the body is over ${TELEMETRY_BODY_LIMIT / 1024} KB: send fewer deltas per request`;
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'the body is empty: send a Signal K delta';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return `malformed JSON: ${error.message}`;
  return null;
}
