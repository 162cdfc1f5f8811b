import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentResolver } from './content.resolver.js';
import { ContentService } from './content.service.js';
import { ContentEntryEntity } from './entities/content-entry.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContentEntryEntity])],
  providers: [ContentService, ContentResolver],
  exports: [ContentService],
})
export class ContentModule {}
