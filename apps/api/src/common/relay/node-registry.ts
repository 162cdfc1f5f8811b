import { Injectable } from '@nestjs/common';
import type { Viewer } from '../viewer.js';
import { fromGlobalId } from './global-id.js';

/** Loads one node by local id for this viewer, or null when it does not exist or is not theirs. */
export type NodeLoader = (localId: string, viewer: Viewer | null) => Promise<object | null>;

/** Each domain registers how its types load, so `node(id)` needs no list of them. */
@Injectable()
export class NodeRegistry {
  private readonly loaders = new Map<string, NodeLoader>();

  register(type: string, loader: NodeLoader): void {
    this.loaders.set(type, loader);
  }

  async load(globalId: string, viewer: Viewer | null): Promise<object | null> {
    const parsed = fromGlobalId(globalId);
    const loader = parsed && this.loaders.get(parsed.type);
    return loader ? loader(parsed.id, viewer) : null;
  }
}
