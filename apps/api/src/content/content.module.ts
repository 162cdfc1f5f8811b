import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';
import { ContentEntryEntity } from './entities/content-entry.entity.js';
import { ContentRevisionEntity } from './entities/content-revision.entity.js';
import { SiteTextsService } from './site-texts.service.js';
import { UsersModule } from '../users/users.module.js';

/** The site's texts: content entries (admin editing, history) and SiteTextsService, which serves them to the site and to documents. */
@Module({
  imports: [TypeOrmModule.forFeature([ContentEntryEntity, ContentRevisionEntity]), UsersModule],
  providers: [ContentService, SiteTextsService, ContentResolver],
  exports: [ContentService, SiteTextsService],
})
export class ContentModule {}
