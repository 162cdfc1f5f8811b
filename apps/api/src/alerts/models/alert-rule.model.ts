import { Field, Float, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Boat } from '../../boats/models/boat.model.js';
import { THRESHOLD_LIMITS, type AlertKind, type BoatRule } from '../alert-rules.js';
import { AlertKindEnum } from './boat-alert.model.js';

export const AlertDirectionEnum = { BELOW: 'BELOW', ABOVE: 'ABOVE' } as const;
registerEnumType(AlertDirectionEnum, {
  name: 'AlertDirection',
  description: 'Which side of the threshold is the alert: BELOW (battery) or ABOVE (temperature, humidity, hours of silence).',
});

@ObjectType({ description: "One of a boat's alert rules as it applies now: the default or the owner's own." })
export class AlertRule {
  @Field(() => AlertKindEnum)
  kind: AlertKind;

  @Field()
  enabled: boolean;

  @Field(() => Float, { description: '% or °C; hours of silence for NO_DATA.' })
  threshold: number;

  @Field(() => Float)
  defaultThreshold: number;

  @Field(() => AlertDirectionEnum)
  direction: keyof typeof AlertDirectionEnum;

  @Field(() => Float, { nullable: true, description: 'An open alert clears once the value is back past the threshold by this much (null for NO_DATA).' })
  clearMargin: number | null;

  @Field(() => Int, { description: 'The lowest threshold updateBoatAlertRules accepts.' })
  min: number;

  @Field(() => Int, { description: 'The highest threshold updateBoatAlertRules accepts.' })
  max: number;

  static from(rule: BoatRule): AlertRule {
    return Object.assign(new AlertRule(), {
      ...rule,
      direction: rule.direction === 'below' ? 'BELOW' : 'ABOVE',
      ...THRESHOLD_LIMITS[rule.kind],
    });
  }
}

@ObjectType()
export class BoatAlertRulesPayload {
  @Field(() => Boat, { description: 'The boat, with its rules and open alerts as they are now.' })
  boat: Boat;
}
