import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Page } from '../common/relay/connection.js';
import { ContentEntryEntity } from './entities/content-entry.entity.js';

@Injectable()
export class ContentService {
  constructor(@InjectRepository(ContentEntryEntity) private readonly entries: Repository<ContentEntryEntity>) {}

  list(page: Page, section?: string): Promise<[ContentEntryEntity[], number]> {
    return this.entries.findAndCount({
      where: section ? { section } : {},
      order: { section: 'ASC', key: 'ASC', id: 'ASC' },
      skip: page.offset,
      take: page.limit,
    });
  }

  findById(id: number): Promise<ContentEntryEntity | null> {
    return this.entries.findOneBy({ id });
  }
}
