import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { ContentEntryEntity } from '../entities/content-entry.entity.js';

@ObjectType({ implements: () => [Node], description: 'A bilingual text of the site (section/key).' })
export class Content extends Node {
  @Field()
  section: string;

  @Field()
  key: string;

  @Field()
  valueEs: string;

  @Field()
  valueEn: string;

  @Field(() => Int, { description: 'Bumped on every edit; send it back to update.' })
  version: number;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  static from(entity: ContentEntryEntity): Content {
    return Object.assign(new Content(), {
      id: toGlobalId('Content', entity.id),
      section: entity.section,
      key: entity.key,
      valueEs: entity.valueEs,
      valueEn: entity.valueEn,
      version: entity.version,
      updatedAt: entity.updatedAt,
    });
  }
}

@ObjectType()
export class ContentConnection extends Connection(Content) {}
