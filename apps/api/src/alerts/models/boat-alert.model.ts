import { Field, Float, GraphQLISODateTime, ObjectType, registerEnumType } from '@nestjs/graphql';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { AlertKind } from '../alert-rules.js';
import type { BoatAlertEntity } from '../entities/boat-alert.entity.js';

export const AlertKindEnum = { LOW_BATTERY: 'LOW_BATTERY', HIGH_TEMPERATURE: 'HIGH_TEMPERATURE', HIGH_HUMIDITY: 'HIGH_HUMIDITY', NO_DATA: 'NO_DATA' } as const;
registerEnumType(AlertKindEnum, {
  name: 'AlertKind',
  description: 'Battery under its threshold (%), cabin temperature (°C) or humidity (%) over theirs, or no data for some hours.',
});

@ObjectType({
  implements: () => [Node],
  description: 'An alert on a boat: raised when a reading stayed past its rule for 5 minutes, cleared when back by a margin.',
})
export class BoatAlert extends Node {
  @Field(() => AlertKindEnum)
  kind: AlertKind;

  @Field(() => Float, { description: 'The rule’s threshold when it raised (% or °C; hours for NO_DATA).' })
  threshold: number;

  @Field(() => Float, { nullable: true, description: 'The reading that raised it (null for NO_DATA).' })
  value: number | null;

  @Field(() => GraphQLISODateTime)
  raisedAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true })
  clearedAt: Date | null;

  static from(entity: BoatAlertEntity): BoatAlert {
    return Object.assign(new BoatAlert(), {
      id: toGlobalId('BoatAlert', entity.id),
      kind: entity.kind,
      threshold: entity.threshold,
      value: entity.value === null ? null : Math.round(entity.value * 10) / 10,
      raisedAt: entity.raisedAt,
      clearedAt: entity.clearedAt,
    });
  }
}
