import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Berth } from '../../boats/models/berth.model.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import { JobStatus } from '../../jobs/models/job.model.js';

/** A visit's row with what it is shown with (its job, boat, customer and technicians), as schedule.service reads it. */
export interface VisitRow {
  id: number;
  jobId: number;
  startsAt: Date;
  endsAt: Date;
  estimatedMinutes: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  closedAt: Date | null;
  signerName: string | null;
  signedAt: Date | null;
  jobTitle: string;
  jobDescription: string;
  jobStatus: string;
  jobPriority: boolean;
  boatId: number;
  boatName: string;
  berthMarina: string | null;
  berthPontoon: string | null;
  berthNumber: string | null;
  customerName: string;
  customerPhone: string | null;
  technicians: { id: string; name: string }[];
}

export enum VisitState {
  PLANNED = 'PLANNED',
  UNDER_WAY = 'UNDER_WAY',
  DONE = 'DONE',
  CLOSED = 'CLOSED',
  CALLED_OFF = 'CALLED_OFF',
}
registerEnumType(VisitState, {
  name: 'VisitState',
  description:
    'Planned; under way (started aboard); done (finished aboard); closed (its job was completed or cancelled while it was under way or its time had come); called off (its job was closed before its time came: it never took place).',
});

/** A visit's state from its row: finished first, then closed with its job (before or after its time), then started. */
export function visitStateOf(row: Pick<VisitRow, 'startsAt' | 'startedAt' | 'finishedAt' | 'closedAt'>): VisitState {
  if (row.finishedAt) return VisitState.DONE;
  if (row.closedAt) return !row.startedAt && new Date(row.startsAt).getTime() > new Date(row.closedAt).getTime() ? VisitState.CALLED_OFF : VisitState.CLOSED;
  return row.startedAt ? VisitState.UNDER_WAY : VisitState.PLANNED;
}

@ObjectType({ description: 'Someone who goes on a visit.' })
export class VisitTechnician {
  @Field(() => ID, { description: 'The technician (a User).' })
  id: string;

  @Field()
  name: string;
}

@ObjectType({ description: 'Who signed the work aboard, and when; the drawing is GET `url` (PNG) with the same Bearer token.' })
export class VisitSignature {
  @Field()
  signerName: string;

  @Field(() => GraphQLISODateTime)
  signedAt: Date;

  @Field()
  url: string;
}

@ObjectType({ description: 'The boat of a visit, as the technician needs it aboard: not the whole Boat (its invoices and other jobs are not theirs).' })
export class VisitBoat {
  rowId: number;

  @Field(() => ID, { description: 'The Boat, for the admins’ links.' })
  id: string;

  @Field()
  name: string;

  @Field(() => Berth, { nullable: true })
  berth: Berth | null;
}

@ObjectType({ description: 'Whom the visit is for: the name and the phone to call.' })
export class VisitCustomer {
  @Field()
  name: string;

  @Field(() => String, { nullable: true, description: 'The phone the job was requested with, else the customer’s.' })
  phone: string | null;
}

@ObjectType({ implements: () => [Node], description: 'A trip aboard for a job: its window in time, who goes, and what they find there.' })
export class Visit extends Node {
  rowId: number;
  jobRowId: number;

  @Field(() => GraphQLISODateTime)
  startsAt: Date;

  @Field(() => GraphQLISODateTime)
  endsAt: Date;

  @Field(() => Int, { description: 'How long the work is expected to take.' })
  estimatedMinutes: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a technician started the work aboard.' })
  startedAt: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When a technician finished it.' })
  finishedAt: Date | null;

  @Field(() => VisitState, { description: 'Whether it is still work to do; a called-off visit is left out of every list.' })
  state: VisitState;

  @Field(() => VisitSignature, { nullable: true, description: 'The customer’s signature, when collected.' })
  signature: VisitSignature | null;

  @Field(() => [VisitTechnician], { description: 'Who goes, by name.' })
  technicians: VisitTechnician[];

  @Field(() => ID, { description: 'The Job.' })
  jobId: string;

  @Field()
  jobTitle: string;

  @Field()
  jobDescription: string;

  @Field(() => JobStatus)
  jobStatus: JobStatus;

  @Field({ description: "Its job is a VIP member's priority request: shown as such, and first among visits at the same time." })
  jobPriority: boolean;

  @Field(() => VisitBoat)
  boat: VisitBoat;

  @Field(() => VisitCustomer)
  customer: VisitCustomer;

  static from(row: VisitRow): Visit {
    return Object.assign(new Visit(), {
      id: toGlobalId('Visit', row.id),
      rowId: row.id,
      jobRowId: row.jobId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      estimatedMinutes: row.estimatedMinutes,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      state: visitStateOf(row),
      signature: row.signedAt && { signerName: row.signerName ?? '', signedAt: row.signedAt, url: `/visits/${toGlobalId('Visit', row.id)}/signature.png` },
      technicians: row.technicians.map((technician) => ({ id: toGlobalId('User', technician.id), name: technician.name })),
      jobId: toGlobalId('Job', row.jobId),
      jobTitle: row.jobTitle,
      jobDescription: row.jobDescription,
      jobStatus: row.jobStatus as JobStatus,
      jobPriority: row.jobPriority,
      boat: Object.assign(new VisitBoat(), {
        rowId: row.boatId,
        id: toGlobalId('Boat', row.boatId),
        name: row.boatName,
        berth: Berth.of(row),
      }),
      customer: { name: row.customerName, phone: row.customerPhone },
    });
  }
}

@ObjectType({ description: 'Another visit of a technician that the new window overlaps.' })
export class VisitConflict {
  @Field(() => VisitTechnician)
  technician: VisitTechnician;

  @Field(() => Visit)
  visit: Visit;
}

@ObjectType({
  description: 'The visit saved; or, when it overlaps other visits of its technicians and that was not confirmed, nothing saved and the overlaps.',
})
export class VisitPayload {
  @Field(() => Visit, { nullable: true, description: 'Null when overlaps stopped it (send again with confirmOverlaps).' })
  visit: Visit | null;

  @Field(() => [VisitConflict], { description: 'The overlaps found (saved anyway when confirmed).' })
  conflicts: VisitConflict[];
}
