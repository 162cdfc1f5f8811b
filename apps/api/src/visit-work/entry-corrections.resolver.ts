import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, Roles } from '../common/decorators/auth.decorators.js';
import type { AppRequest } from '../common/request-context.js';
import type { Viewer } from '../common/viewer.js';
import { CorrectVisitEntryInput } from './dto/correct-visit-entry.input.js';
import { EntryCorrectionsService } from './entry-corrections.service.js';
import { CorrectVisitEntryPayload, VisitEntryCorrection } from './models/visit-entry-correction.model.js';
import { VisitEntry } from './models/visit-work.model.js';

@Resolver(() => VisitEntry)
export class EntryCorrectionsResolver {
  constructor(private readonly service: EntryCorrectionsService) {}

  @Roles('admin')
  @Mutation(() => CorrectVisitEntryPayload, {
    description: 'The office corrects an entry (hours, a part’s quantity or price, a text) before its job is invoiced; the correction is recorded.',
  })
  async correctVisitEntry(@Args('input') input: CorrectVisitEntryInput, @CurrentUser() viewer: Viewer): Promise<CorrectVisitEntryPayload> {
    return { entry: VisitEntry.from(await this.service.correct(viewer, input)) };
  }

  @ResolveField(() => [VisitEntryCorrection], { nullable: true, description: 'Admins: the office’s corrections of it, oldest first; null for others.' })
  async corrections(@Parent() entry: VisitEntry, @CurrentUser() viewer: Viewer, @Context('req') request: AppRequest): Promise<VisitEntryCorrection[] | null> {
    if (viewer.role !== 'admin') return null;
    return (await this.service.loadCorrections(request, entry.id)).map(VisitEntryCorrection.from);
  }
}
