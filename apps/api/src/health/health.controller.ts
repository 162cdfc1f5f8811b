import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from '../common/decorators/auth.decorators.js';

const PROBE_TIMEOUT_MS = 1000;

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** 200 when the database answers within a second, else 503: load balancers stop sending traffic. */
  @Public()
  @Get()
  async health(@Res() reply: FastifyReply): Promise<void> {
    const database = await this.probe();
    reply
      .status(database === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .header('cache-control', 'no-store')
      .send({ status: database === 'up' ? 'ok' : 'unavailable', database });
  }

  private async probe(): Promise<'up' | 'down'> {
    if (!this.dataSource.isInitialized) return 'down';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }
}
