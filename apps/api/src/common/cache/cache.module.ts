import { Global, Module } from '@nestjs/common';
import { PublicResponseCache } from './public-response-cache.js';

@Global()
@Module({ providers: [PublicResponseCache], exports: [PublicResponseCache] })
export class CacheModule {}
