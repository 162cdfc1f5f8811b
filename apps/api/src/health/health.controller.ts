import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from '../common/decorators/auth.decorators.js';
import { migrations } from '../database/schema.js';

const PROBE_TIMEOUT_MS = 1000;

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Liveness: 200 when the database answers within a second, else 503. */
  @Public()
  @Get()
  async health(@Res() reply: FastifyReply): Promise<void> {
    const database = (await this.probe('SELECT 1')) ? 'up' : 'down';
    send(reply, database === 'up', { status: database === 'up' ? 'ok' : 'unavailable', database });
  }

  /**
   * Readiness (load balancers, compose's healthcheck): the database answers and holds every
   * migration this build knows, so requests can be served; else 503 and traffic goes elsewhere.
   */
  @Public()
  @Get('ready')
  async ready(@Res() reply: FastifyReply): Promise<void> {
    const applied = await this.probe<{ name: string }[]>('SELECT name FROM migrations');
    if (!applied) return send(reply, false, { status: 'unavailable', database: 'down', migrations: 'unknown' });
    const names = new Set(applied.map((row) => row.name));
    const complete = migrations.every((migration) => names.has(migration.name));
    send(reply, complete, { status: complete ? 'ready' : 'unavailable', database: 'up', migrations: complete ? 'applied' : 'pending' });
  }

  /** The query's rows, or null when the database does not answer within PROBE_TIMEOUT_MS. */
  private async probe<T = unknown>(sql: string): Promise<T | null> {
    if (!this.dataSource.isInitialized) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.dataSource.query<T>(sql), timeout]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}

function send(reply: FastifyReply, ok: boolean, body: Record<string, string>): void {
  reply
    .status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
    .header('cache-control', 'no-store')
    .send(body);
}
