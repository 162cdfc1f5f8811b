import { Global, Module } from '@nestjs/common';
import { NodeRegistry } from './node-registry.js';
import { NodeResolver } from './node.resolver.js';

@Global()
@Module({ providers: [NodeRegistry, NodeResolver], exports: [NodeRegistry] })
export class RelayModule {}
