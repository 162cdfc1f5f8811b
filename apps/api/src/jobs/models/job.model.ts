import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { JobStatusChangeEntity } from '../entities/job-status-change.entity.js';
import type { JobEntity } from '../entities/job.entity.js';

export enum JobStatus {
  PENDING = 'PENDING',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(JobStatus, { name: 'JobStatus', description: 'Pendiente, En progreso, Completado, Cancelado.' });

@ObjectType({ description: 'One status a job took, and when.' })
export class JobStatusChange {
  @Field(() => JobStatus)
  status: JobStatus;

  @Field(() => GraphQLISODateTime)
  changedAt: Date;

  static from(entity: JobStatusChangeEntity): JobStatusChange {
    return Object.assign(new JobStatusChange(), { status: entity.status as JobStatus, changedAt: entity.changedAt });
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

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

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
      createdAt: entity.createdAt,
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
