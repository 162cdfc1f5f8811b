import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { BoatEntity } from '../entities/boat.entity.js';

export enum BoatType {
  SAILBOAT = 'SAILBOAT',
  MOTOR_YACHT = 'MOTOR_YACHT',
  CATAMARAN = 'CATAMARAN',
  RIB = 'RIB',
  OTHER = 'OTHER',
}
registerEnumType(BoatType, { name: 'BoatType', description: 'Sailboat, motor yacht, catamaran, RIB (rigid inflatable) or other: the client names it in their language.' });

@ObjectType({ implements: () => [Node], description: "A customer's boat." })
export class Boat extends Node {
  /** The row id; not a GraphQL field. */
  rowId: number;

  ownerId: string;

  @Field()
  name: string;

  @Field(() => BoatType)
  type: BoatType;

  @Field(() => Float)
  lengthMeters: number;

  @Field(() => Int)
  year: number;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  static from(entity: BoatEntity): Boat {
    return Object.assign(new Boat(), {
      id: toGlobalId('Boat', entity.id),
      rowId: entity.id,
      ownerId: entity.ownerId,
      name: entity.name,
      type: entity.type as BoatType,
      lengthMeters: entity.lengthMeters,
      year: entity.year,
      imageUrl: entity.imageUrl,
    });
  }
}

@ObjectType()
export class BoatConnection extends Connection(Boat) {}

/** The vital signs at an instant; a value is null when the boat did not report it. */
export interface VitalSignValues {
  recordedAt: Date;
  batteryPercent: number | null;
  temperatureCelsius: number | null;
  humidityPercent: number | null;
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

@ObjectType({ description: "A reading of a boat's sensors (or their average over a bucket of time)." })
export class VitalSignReading {
  @Field(() => Float, { nullable: true, description: 'Battery charge, 0 to 100; null when the boat did not report it.' })
  batteryPercent: number | null;

  @Field(() => Float, { nullable: true, description: 'Temperature on board, °C; null when the boat did not report it.' })
  temperatureCelsius: number | null;

  @Field(() => Float, { nullable: true, description: 'Relative humidity on board, 0 to 100; null when the boat did not report it.' })
  humidityPercent: number | null;

  @Field(() => GraphQLISODateTime, { description: 'When the newest of these values was read (a bucket: its start).' })
  recordedAt: Date;

  static from(values: VitalSignValues): VitalSignReading {
    return Object.assign(new VitalSignReading(), {
      batteryPercent: oneDecimal(values.batteryPercent),
      temperatureCelsius: oneDecimal(values.temperatureCelsius),
      humidityPercent: oneDecimal(values.humidityPercent),
      recordedAt: values.recordedAt,
    });
  }
}

export enum ReadingPeriod {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(ReadingPeriod, {
  name: 'ReadingPeriod',
  description: 'A window of readings ending now: 24 hours, 7 days or 30 days.',
});
