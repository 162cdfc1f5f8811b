import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Connection } from '../../common/relay/connection.js';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import type { BoatEntity } from '../entities/boat.entity.js';
import type { VitalSignReadingEntity } from '../entities/vital-sign-reading.entity.js';

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

@ObjectType({ description: "One reading of a boat's sensors." })
export class VitalSignReading {
  @Field(() => Float, { description: 'Battery charge, 0 to 100.' })
  batteryPercent: number;

  @Field(() => Float, { description: 'Temperature on board, °C.' })
  temperatureCelsius: number;

  @Field(() => Float, { description: 'Relative humidity on board, 0 to 100.' })
  humidityPercent: number;

  @Field(() => GraphQLISODateTime)
  recordedAt: Date;

  static from(entity: Pick<VitalSignReadingEntity, 'batteryPercent' | 'temperatureCelsius' | 'humidityPercent' | 'recordedAt'>): VitalSignReading {
    return Object.assign(new VitalSignReading(), {
      batteryPercent: Math.round(entity.batteryPercent * 10) / 10,
      temperatureCelsius: Math.round(entity.temperatureCelsius * 10) / 10,
      humidityPercent: Math.round(entity.humidityPercent * 10) / 10,
      recordedAt: entity.recordedAt,
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
