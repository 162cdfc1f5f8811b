import { Controller, Get, Logger, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/decorators/auth.decorators.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { intLocalId } from '../common/relay/global-id.js';
import type { Viewer } from '../common/viewer.js';
import { isUUID } from 'class-validator';
import { GraphQLError } from 'graphql';
import { VisitWorkService } from './visit-work.service.js';
import { WorkReportService } from './work-report.service.js';

const languageOf = (value: unknown) => (value === 'es' || value === 'en' ? value : null);

/**
 * With `Authorization: Bearer`, to whoever may read the visit (an admin, its technicians, the
 * job's customer): GET /visit-photos/{id}.jpg, /visits/{global id}/signature.png; and to whoever
 * may read the job: /jobs/{global id}/work-report.pdf. 404 for anyone else.
 */
@Controller()
export class VisitWorkController {
  private readonly logger = new Logger(VisitWorkController.name);

  constructor(
    private readonly work: VisitWorkService,
    private readonly reports: WorkReportService,
  ) {}

  @Get('visit-photos/:id.jpg')
  async photo(@Param('id') id: string, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const jpeg = isUUID(id) ? await this.work.photoFor(viewer, id) : null;
    if (!jpeg) throw notFound('Photo not found');
    await send(reply, 'image/jpeg', jpeg);
  }

  @Get('visits/:id/signature.png')
  async signature(@Param('id') id: string, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const png = await this.work.signatureFor(viewer, id);
    if (!png) throw notFound('Signature not found');
    await send(reply, 'image/png', png);
  }

  @Get('jobs/:id/work-report.pdf')
  async workReport(@Param('id') id: string, @Query('lang') lang: unknown, @CurrentUser() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    const jobId = intLocalId(id, 'Job');
    let report: Awaited<ReturnType<WorkReportService['pdfFor']>>;
    try {
      report = jobId === null ? null : await this.reports.pdfFor(viewer, jobId, languageOf(lang));
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      // A fault in this one document: said as such, logged, and nothing else affected.
      this.logger.error({ msg: 'work report failed', jobId, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      await reply
        .status(500)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'INTERNAL_SERVER_ERROR', reason: 'DOCUMENT_FAILED', message: 'The work report could not be made. Try again later.' } });
      return;
    }
    if (!report) throw notFound('Job not found');
    await send(reply.header('content-disposition', `attachment; filename="${report.name}.pdf"`), 'application/pdf', report.pdf);
  }
}

function send(reply: FastifyReply, type: string, body: Buffer) {
  return reply.status(200).header('content-type', type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(body);
}
