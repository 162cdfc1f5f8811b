import { OnModuleInit } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { PublicResponseCache } from '../common/cache/public-response-cache.js';
import { Public } from '../common/decorators/auth.decorators.js';
import { connectionFromPage, pageFromArgs } from '../common/relay/connection.js';
import { NodeRegistry } from '../common/relay/node-registry.js';
import { ContentService } from './content.service.js';
import { ContentsArgs } from './dto/contents.args.js';
import { Content, ContentConnection } from './models/content.model.js';

@Resolver(() => Content)
export class ContentResolver implements OnModuleInit {
  constructor(
    private readonly content: ContentService,
    private readonly nodes: NodeRegistry,
    private readonly publicCache: PublicResponseCache,
  ) {}

  onModuleInit(): void {
    this.publicCache.allowField('contents');
    this.nodes.register('Content', async (id) => {
      const entry = /^\d{1,9}$/.test(id) ? await this.content.findById(Number(id)) : null;
      return entry && Content.from(entry);
    });
  }

  @Public()
  @Query(() => ContentConnection, { description: 'The site texts, public; ordered by section and key.' })
  async contents(@Args() args: ContentsArgs): Promise<ContentConnection> {
    const page = pageFromArgs(args, 50);
    const [entries, total] = await this.content.list(page, args.section);
    return connectionFromPage(entries.map(Content.from), page, total);
  }
}
