import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles } from '../../common/decorators/auth.decorators.js';
import { notFound } from '../../common/errors/graphql-errors.js';
import { sendPdf } from '../documents.controller.js';
import { renderDeclarationPdf } from './declaration-pdf.js';
import { SystemDeclarations } from './declaration.service.js';

/** GET /verifactu/declaration.pdf?version=1.0 with `Authorization: Bearer` (admins): a version's declaración responsable, by default the current one's. */
@Controller()
export class DeclarationController {
  constructor(private readonly declarations: SystemDeclarations) {}

  @Roles('admin')
  @Get('verifactu/declaration.pdf')
  async pdf(@Query('version') version: unknown, @Res() reply: FastifyReply): Promise<void> {
    const declaration = await this.declarations.find(typeof version === 'string' && version !== '' ? version : null);
    if (!declaration) throw notFound('No declaration of that version');
    await sendPdf(reply, await renderDeclarationPdf(declaration), `declaracion-responsable-${declaration.version.replace(/[^\w.-]/g, '_')}`);
  }
}
