import { Module } from '@nestjs/common';
import { BlogResolver } from './blog.resolver.js';
import { BlogService } from './blog.service.js';

@Module({
  providers: [BlogService, BlogResolver],
  exports: [BlogService],
})
export class BlogModule {}
