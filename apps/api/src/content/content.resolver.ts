import { OnModuleInit } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PublicResponseCache } from '../common/cache/public-response-cache.js';
import { CurrentUser, Public, Roles } from '../common/decorators/auth.decorators.js';
import type { Viewer } from '../common/viewer.js';
import { notFound } from '../common/errors/graphql-errors.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { localId, toGlobalId } from '../common/relay/global-id.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import { GraphQLJSONObject } from '../common/scalars/json-object.scalar.js';
import { CONTENT_NOT_FOUND, ContentService } from './content.service.js';
import { ContentRevisionsArgs } from './dto/content-revisions.args.js';
import { ContentsArgs } from './dto/contents.args.js';
import { SiteTextsArgs } from './dto/site-texts.args.js';
import { RestoreContentInput, UpdateContentInput } from './dto/update-content.input.js';
import { Content, ContentConnection, ContentRevision, ContentRevisionConnection, UpdateContentPayload } from './models/content.model.js';
import { SiteTextsService } from './site-texts.service.js';

/** The row id of a global `Content` id, or null. */
function contentRowId(globalId: string): number | null {
  const id = localId(globalId, 'Content');
  return id !== null && /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}

@Resolver(() => Content)
export class ContentResolver implements OnModuleInit {
  constructor(
    private readonly content: ContentService,
    private readonly texts: SiteTextsService,
    private readonly nodes: NodeRegistry,
    private readonly publicCache: PublicResponseCache,
  ) {}

  onModuleInit(): void {
    this.publicCache.allowField('contents');
    this.publicCache.allowField('siteTexts');
    this.nodes.register('Content', async (id) => {
      const entry = /^\d{1,9}$/.test(id) ? await this.content.findById(Number(id)) : null;
      return entry && Content.from(entry);
    });
  }

  @Public()
  @Query(() => GraphQLJSONObject, {
    description: 'The texts of the site in one language, by namespace, as nested objects for i18next (stored value, else the default, else the key).',
  })
  siteTexts(@Args() { language, namespaces }: SiteTextsArgs): Promise<object> {
    return this.texts.texts(language, [...new Set(namespaces)]);
  }

  @Public()
  @Query(() => ContentConnection, { description: "The content entries, ordered by section and key; public (they are the site's texts)." })
  async contents(@Args() args: ContentsArgs): Promise<ContentConnection> {
    const page = pageFromArgs(args, 50);
    const [entries, total] = await this.content.list(page, args);
    return connectionFromPage(entries.map(Content.from), page, total);
  }

  @Roles('admin')
  @Query(() => [String], { description: 'The sections that have entries (admins only).' })
  contentSections(): Promise<string[]> {
    return this.content.sections();
  }

  @Roles('admin')
  @Query(() => ContentRevisionConnection, { description: "An entry's saves, newest first (admins only)." })
  async contentRevisions(@Args() args: ContentRevisionsArgs): Promise<ContentRevisionConnection> {
    const id = contentRowId(args.contentId);
    if (id === null || !(await this.content.findById(id))) throw notFound(CONTENT_NOT_FOUND);
    const page = pageFromArgs(args);
    const [revisions, total] = await this.content.revisionsOf(id, page);
    const nodes = revisions.map(({ revision, editor }): ContentRevision => ({
      id: toGlobalId('ContentRevision', revision.id),
      version: revision.version,
      previousValueEs: revision.previousValueEs,
      previousValueEn: revision.previousValueEn,
      valueEs: revision.valueEs,
      valueEn: revision.valueEn,
      editedBy: editor,
      editedAt: revision.editedAt,
      restoredVersion: revision.restoredVersion,
    }));
    return connectionFromPage(nodes, page, total);
  }

  @Roles('admin')
  @Mutation(() => UpdateContentPayload, { description: 'Saves both values of an entry, from the version the edit started at (CONFLICT if it is stale).' })
  async updateContent(@Args('input') input: UpdateContentInput, @CurrentUser() viewer: Viewer): Promise<UpdateContentPayload> {
    const id = contentRowId(input.id);
    if (id === null) throw notFound(CONTENT_NOT_FOUND);
    const saved = await this.content.save(id, input.version, { valueEs: input.valueEs, valueEn: input.valueEn }, viewer);
    return { content: Content.from(saved) };
  }

  @Roles('admin')
  @Mutation(() => UpdateContentPayload, { description: 'Saves the values of an earlier version again (a new save, with its own revision).' })
  async restoreContent(@Args('input') input: RestoreContentInput, @CurrentUser() viewer: Viewer): Promise<UpdateContentPayload> {
    const id = contentRowId(input.id);
    if (id === null) throw notFound(CONTENT_NOT_FOUND);
    const saved = await this.content.restore(id, input.version, input.restoreVersion, viewer);
    return { content: Content.from(saved) };
  }
}
