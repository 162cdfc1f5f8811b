import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public } from '../decorators/auth.decorators.js';
import type { Viewer } from '../viewer.js';
import { Node } from './node.interface.js';
import { NodeRegistry } from './node-registry.js';

@Resolver(() => Node)
export class NodeResolver {
  constructor(private readonly nodes: NodeRegistry) {}

  @Public()
  @Query(() => Node, { nullable: true, description: 'Any object by its global id; null when absent or not yours.' })
  node(@Args('id', { type: () => ID }) id: string, @CurrentUser() viewer: Viewer | null): Promise<object | null> {
    return this.nodes.load(id, viewer);
  }
}
