import { Global, Module } from '@nestjs/common';
import { PublicDataChanges } from './public-data-changes.js';
import { PublicDataListener } from './public-data-listener.js';
import { PublicResponseCache } from './public-response-cache.js';

/** The caches of public data and the signal that drops them (see PublicDataChanges). */
@Global()
@Module({
  providers: [PublicDataChanges, PublicDataListener, PublicResponseCache],
  exports: [PublicDataChanges, PublicDataListener, PublicResponseCache],
})
export class CacheModule {}
