import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Visit } from '../../schedule/models/visit.model.js';
import type { ChecklistItemEntity } from '../entities/checklist-item.entity.js';
import type { LabourRateEntity, PartEntity } from '../entities/part.entity.js';
import type { VisitEntryEntity } from '../entities/visit-entry.entity.js';
import type { VisitPhotoEntity } from '../entities/visit-photo.entity.js';

export enum VisitEntryKind {
  NOTE = 'NOTE',
  HOURS = 'HOURS',
  PART = 'PART',
}
registerEnumType(VisitEntryKind, { name: 'VisitEntryKind', description: 'A work note, hours worked, or a part used.' });

export enum NoteAudience {
  CUSTOMER = 'CUSTOMER',
  OFFICE = 'OFFICE',
}
registerEnumType(NoteAudience, { name: 'NoteAudience', description: 'Who reads a note: the customer (work report, portal) or the office only.' });

@ObjectType({ description: 'A part of the price list the admins keep.' })
export class Part {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Int, { description: 'Euro cents, before VAT.' })
  priceCents: number;

  @Field(() => Int, { description: 'VAT rate in percent.' })
  vatRate: number;

  @Field({ description: 'Offered to technicians; retired parts stay on the entries that used them.' })
  active: boolean;

  static from(row: PartEntity): Part {
    return Object.assign(new Part(), { id: toGlobalId('Part', row.id), name: row.name, priceCents: row.priceCents, vatRate: row.vatRate, active: row.active });
  }
}

@ObjectType({ description: 'The hourly rate of labour: how the hours of visits are priced on their job’s invoice.' })
export class LabourRate {
  @Field(() => Int, { description: 'Euro cents an hour, before VAT.' })
  priceCents: number;

  @Field(() => Int)
  vatRate: number;

  static from(row: LabourRateEntity): LabourRate {
    return Object.assign(new LabourRate(), { priceCents: row.priceCents, vatRate: row.vatRate });
  }
}

@ObjectType({ description: 'Something recorded aboard during a visit.' })
export class VisitEntry {
  @Field(() => ID, { description: 'The id the technician’s phone gave it (a UUID).' })
  id: string;

  @Field(() => VisitEntryKind)
  kind: VisitEntryKind;

  @Field({ description: 'The note, or the part’s description.' })
  text: string;

  @Field(() => NoteAudience, { description: 'A note’s reader (customers never see the office’s notes).' })
  audience: NoteAudience;

  @Field({ description: 'A part of the price list (its name and price follow the list, not the technician).' })
  fromPriceList: boolean;

  @Field(() => Int, { nullable: true, description: 'Hours worked, in minutes.' })
  minutes: number | null;

  @Field(() => Float, { nullable: true })
  quantity: number | null;

  @Field(() => Int, { nullable: true, description: 'A part’s price, euro cents before VAT.' })
  unitPriceCents: number | null;

  @Field(() => Int, { nullable: true })
  vatRate: number | null;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  static from(row: VisitEntryEntity): VisitEntry {
    return Object.assign(new VisitEntry(), {
      id: row.id,
      kind: row.kind as VisitEntryKind,
      text: row.text,
      audience: row.audience as NoteAudience,
      fromPriceList: row.partId !== null,
      minutes: row.minutes,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      vatRate: row.vatRate,
      createdAt: row.createdAt,
    });
  }
}

@ObjectType({ description: 'A photo taken aboard: GET `url` (JPEG) with the same Bearer token.' })
export class VisitPhoto {
  @Field(() => ID, { description: 'The id the technician’s phone gave it (a UUID).' })
  id: string;

  @Field(() => Int)
  width: number;

  @Field(() => Int)
  height: number;

  @Field()
  url: string;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  static from(row: Pick<VisitPhotoEntity, 'id' | 'width' | 'height' | 'createdAt'>): VisitPhoto {
    return Object.assign(new VisitPhoto(), { id: row.id, width: row.width, height: row.height, url: `/visit-photos/${row.id}.jpg`, createdAt: row.createdAt });
  }
}

@ObjectType({ description: 'An item of a job’s checklist.' })
export class ChecklistItem {
  @Field(() => ID)
  id: string;

  @Field()
  label: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a technician ticked it; null while not done.' })
  doneAt: Date | null;

  static from(row: ChecklistItemEntity): ChecklistItem {
    return Object.assign(new ChecklistItem(), { id: toGlobalId('ChecklistItem', row.id), label: row.label, doneAt: row.doneAt });
  }
}

@ObjectType()
export class PartPayload {
  @Field(() => Part)
  part: Part;
}

@ObjectType()
export class LabourRatePayload {
  @Field(() => LabourRate)
  labourRate: LabourRate;
}

@ObjectType()
export class VisitEntryPayload {
  @Field(() => VisitEntry, { description: 'The entry stored, or the one already stored under its id.' })
  entry: VisitEntry;
}

@ObjectType()
export class RemoveVisitEntryPayload {
  @Field(() => ID, { description: 'The entry removed (or already gone).' })
  removedEntryId: string;
}

@ObjectType()
export class VisitPhotoPayload {
  @Field(() => VisitPhoto, { description: 'The photo stored, or the one already stored under its id.' })
  photo: VisitPhoto;
}

@ObjectType()
export class VisitWorkPayload {
  @Field(() => Visit)
  visit: Visit;
}

@ObjectType()
export class ChecklistItemPayload {
  @Field(() => ChecklistItem)
  item: ChecklistItem;
}

@ObjectType()
export class JobChecklistPayload {
  @Field(() => [ChecklistItem])
  items: ChecklistItem[];
}
