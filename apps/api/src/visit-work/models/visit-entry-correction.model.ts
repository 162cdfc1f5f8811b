import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { toGlobalId } from '../../common/relay/global-id.js';
import type { EntryValues } from '../entities/visit-entry-correction.entity.js';
import { VisitEntry } from './visit-work.model.js';

@ObjectType({ description: 'An entry’s values at one moment (before or after a correction).' })
export class VisitEntryValues {
  @Field()
  text: string;

  @Field(() => Int, { nullable: true })
  minutes: number | null;

  @Field(() => Float, { nullable: true })
  quantity: number | null;

  @Field(() => Int, { nullable: true, description: 'Euro cents before VAT.' })
  unitPriceCents: number | null;
}

@ObjectType({ description: 'A correction by the office of an entry recorded aboard.' })
export class VisitEntryCorrection {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The name of the admin who corrected it.' })
  correctedBy: string;

  @Field(() => GraphQLISODateTime)
  correctedAt: Date;

  @Field(() => VisitEntryValues)
  before: VisitEntryValues;

  @Field(() => VisitEntryValues)
  after: VisitEntryValues;

  static from(row: { id: number; correctedByName: string; correctedAt: Date; before: EntryValues; after: EntryValues }): VisitEntryCorrection {
    return Object.assign(new VisitEntryCorrection(), {
      id: toGlobalId('VisitEntryCorrection', row.id),
      correctedBy: row.correctedByName,
      correctedAt: row.correctedAt,
      before: row.before,
      after: row.after,
    });
  }
}

@ObjectType()
export class CorrectVisitEntryPayload {
  @Field(() => VisitEntry, { description: 'The entry with its corrected values.' })
  entry: VisitEntry;
}
