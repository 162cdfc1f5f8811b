import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Language } from '../../common/scalars/language.enum.js';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { ContentEntryEntity } from '../entities/content-entry.entity.js';

type LanguageCode = (typeof Language)[keyof typeof Language];

@ObjectType({ implements: () => [Node], description: 'A bilingual text of the site (section/key).' })
export class Content extends Node {
  @Field({ description: 'The libs/i18n namespace, e.g. "home".' })
  section: string;

  @Field({ description: 'The dotted path in the namespace, e.g. "hero_title" or "feature.bullets.2".' })
  key: string;

  @Field({ description: 'Empty: the site shows defaultEs.' })
  valueEs: string;

  @Field({ description: 'Empty: the site shows defaultEn.' })
  valueEn: string;

  @Field({ description: "The code's Spanish text: the fallback, and the placeholders and tags a value must keep." })
  defaultEs: string;

  @Field({ description: "The code's English text." })
  defaultEn: string;

  @Field(() => Int, { description: 'Bumped on every edit; send it back to update.' })
  version: number;

  @Field(() => GraphQLISODateTime)
  updatedAt: Date;

  @Field(() => GraphQLISODateTime, { description: 'When the Spanish value last changed.' })
  esUpdatedAt: Date;

  @Field(() => GraphQLISODateTime, { description: 'When the English value last changed.' })
  enUpdatedAt: Date;

  @Field(() => Language, { nullable: true, description: 'The language that changed before the other (maybe an outdated translation); null when in step.' })
  outdatedLanguage: LanguageCode | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Set when the code no longer has this text.' })
  retiredAt: Date | null;

  static from(entity: ContentEntryEntity): Content {
    const es = entity.esUpdatedAt.getTime();
    const en = entity.enUpdatedAt.getTime();
    return Object.assign(new Content(), {
      id: toGlobalId('Content', entity.id),
      section: entity.section,
      key: entity.key,
      valueEs: entity.valueEs,
      valueEn: entity.valueEn,
      defaultEs: entity.defaultEs,
      defaultEn: entity.defaultEn,
      version: entity.version,
      updatedAt: entity.updatedAt,
      esUpdatedAt: entity.esUpdatedAt,
      enUpdatedAt: entity.enUpdatedAt,
      outdatedLanguage: es < en ? 'es' : en < es ? 'en' : null,
      retiredAt: entity.retiredAt,
    });
  }
}

@ObjectType()
export class ContentConnection extends Connection(Content) {}

@ObjectType({ description: 'Who saved a revision.' })
export class ContentEditor {
  @Field()
  name: string;

  @Field()
  email: string;
}

@ObjectType({ description: 'One save of a content entry (admins only).' })
export class ContentRevision {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: "The entry's version this save produced." })
  version: number;

  @Field()
  previousValueEs: string;

  @Field()
  previousValueEn: string;

  @Field()
  valueEs: string;

  @Field()
  valueEn: string;

  @Field(() => ContentEditor, { nullable: true, description: 'Null once that account is deleted.' })
  editedBy: ContentEditor | null;

  @Field(() => GraphQLISODateTime)
  editedAt: Date;

  @Field(() => Int, { nullable: true, description: 'When this save was a restore: the version whose values it put back.' })
  restoredVersion: number | null;
}

@ObjectType()
export class ContentRevisionConnection extends Connection(ContentRevision) {}

@ObjectType()
export class UpdateContentPayload {
  @Field(() => Content)
  content: Content;
}
