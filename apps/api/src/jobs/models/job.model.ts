import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { JobStatusChangeEntity } from '../entities/job-status-change.entity.js';
import type { JobEntity } from '../entities/job.entity.js';
import { manualTransitions } from '../job-transitions.js';

export enum JobStatus {
  PENDING = 'PENDING',
  QUOTED = 'QUOTED',
  APPROVED = 'APPROVED',
  SCHEDULED = 'SCHEDULED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(JobStatus, { name: 'JobStatus', description: 'Pendiente → Presupuestado → Aprobado → Programado → En progreso → Completado, or Cancelado.' });

@ObjectType({ description: 'One status a job took, and when.' })
export class JobStatusChange {
  @Field(() => JobStatus)
  status: JobStatus;

  @Field(() => GraphQLISODateTime)
  changedAt: Date;

  @Field(() => String, { nullable: true, description: "Why: the admin's note, or the reason a quote was declined." })
  note: string | null;

  static from(entity: JobStatusChangeEntity): JobStatusChange {
    return Object.assign(new JobStatusChange(), { status: entity.status as JobStatus, changedAt: entity.changedAt, note: entity.note });
  }
}

@ObjectType({ implements: () => [Node], description: 'Work on a boat, requested by its owner or opened by the company.' })
export class Job extends Node {
  rowId: number;

  boatRowId: number;

  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => JobStatus)
  status: JobStatus;

  @Field(() => String, { nullable: true, description: 'The date the customer asked for, YYYY-MM-DD.' })
  preferredDate: string | null;

  @Field(() => String, { nullable: true })
  contactPhone: string | null;

  @Field({ description: "A VIP member's priority request (Gold at any hour, Silver in business hours): first on the desk, the jobs list and the schedule." })
  priority: boolean;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => [JobStatus], { description: 'Where an admin may move it by hand (updateJobStatus).' })
  nextStatuses: JobStatus[];

  static from(entity: JobEntity): Job {
    return Object.assign(new Job(), {
      id: toGlobalId('Job', entity.id),
      rowId: entity.id,
      boatRowId: entity.boatId,
      title: entity.title,
      description: entity.description,
      status: entity.status as JobStatus,
      preferredDate: entity.preferredDate,
      contactPhone: entity.contactPhone,
      priority: entity.priority,
      createdAt: entity.createdAt,
      nextStatuses: manualTransitions[entity.status] as JobStatus[],
    });
  }
}

@ObjectType()
export class JobConnection extends Connection(Job) {}

@ObjectType()
export class RequestJobPayload {
  @Field(() => Job)
  job: Job;
}

@ObjectType()
export class JobPayload {
  @Field(() => Job)
  job: Job;
}
