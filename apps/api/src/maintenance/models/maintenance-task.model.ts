import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { Due, DueState } from '../due.js';
import type { BoatRunningHoursEntity } from '../entities/boat-running-hours.entity.js';
import type { MaintenanceTaskEntity } from '../entities/maintenance-task.entity.js';

export const MaintenanceStateEnum = { OK: 'OK', DUE_SOON: 'DUE_SOON', OVERDUE: 'OVERDUE' } as const;
registerEnumType(MaintenanceStateEnum, {
  name: 'MaintenanceState',
  description: 'Not due yet; due soon (within 30 days, or within 10 % of its hours interval); or overdue.',
});

@ObjectType({ implements: () => [Node], description: 'A planned maintenance task: every so many months, running hours, or both (whichever comes first).' })
export class MaintenanceTask extends Node {
  rowId: number;
  boatRowId: number;
  equipmentRowId: number | null;
  jobRowId: number | null;

  @Field({
    description: 'As an admin typed it; the Spanish title of a task made from a default task. Show titleEn instead to an English reader when there is one.',
  })
  title: string;

  @Field(() => String, { nullable: true, description: 'The English title of a task made from a default task; null for a title typed in one language.' })
  titleEn: string | null;

  @Field(() => Int, { nullable: true })
  intervalMonths: number | null;

  @Field(() => Int, { nullable: true })
  intervalHours: number | null;

  @Field({ description: 'YYYY-MM-DD: when it was last done (or the plan started).' })
  lastDoneOn: string;

  @Field(() => Float, { nullable: true, description: 'The running hours when it was last done.' })
  lastDoneHours: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: when it falls due by the calendar (Palma).' })
  dueOn: string | null;

  @Field(() => Float, { nullable: true, description: 'The running hours it falls due at.' })
  dueAtHours: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The running hours it is judged on: an engine's or generator's task its own meter, any other task the boat's highest; null while that meter has no reading.",
  })
  runningHours: number | null;

  @Field(() => MaintenanceStateEnum)
  state: DueState;

  static from(entity: MaintenanceTaskEntity, due: Due, hours: number | null): MaintenanceTask {
    return Object.assign(new MaintenanceTask(), {
      id: toGlobalId('MaintenanceTask', entity.id),
      rowId: entity.id,
      boatRowId: entity.boatId,
      equipmentRowId: entity.equipmentId,
      jobRowId: entity.jobId,
      title: entity.title,
      titleEn: entity.titleEn,
      intervalMonths: entity.intervalMonths,
      intervalHours: entity.intervalHours,
      lastDoneOn: entity.lastDoneOn,
      lastDoneHours: entity.lastDoneHours,
      runningHours: hours === null ? null : roundHours(hours),
      ...due,
    });
  }
}

@ObjectType()
export class MaintenanceTaskConnection extends Connection(MaintenanceTask) {}

@ObjectType()
export class MaintenanceTaskPayload {
  @Field(() => MaintenanceTask)
  task: MaintenanceTask;
}

/** Hours as shown: to a tenth. */
const roundHours = (hours: number) => Math.round(hours * 10) / 10;

export enum RunningHoursOrigin {
  DEVICE = 'DEVICE',
  MANUAL = 'MANUAL',
}
registerEnumType(RunningHoursOrigin, { name: 'RunningHoursOrigin', description: "From the boat's device (Signal K), or entered by an admin." });

@ObjectType({ description: "An hour meter's latest reading: an engine's, a generator's or the boat's own." })
export class RunningHours {
  @Field(() => Float)
  hours: number;

  @Field(() => GraphQLISODateTime)
  recordedAt: Date;

  @Field(() => RunningHoursOrigin)
  origin: RunningHoursOrigin;

  @Field({ description: "The engine's Signal K id (propulsion.<id>.runTime); empty when entered by hand." })
  source: string;

  static from(entity: BoatRunningHoursEntity): RunningHours {
    return Object.assign(new RunningHours(), {
      hours: roundHours(entity.hours),
      recordedAt: entity.recordedAt,
      origin: entity.origin === 'device' ? RunningHoursOrigin.DEVICE : RunningHoursOrigin.MANUAL,
      source: entity.source,
    });
  }
}
