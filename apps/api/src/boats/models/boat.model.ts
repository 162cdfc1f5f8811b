import { Berth } from './berth.model.js';
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
registerEnumType(BoatType, {
  name: 'BoatType',
  description: 'Sailboat, motor yacht, catamaran, RIB (rigid inflatable) or other: the client names it in their language.',
});

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

  @Field(() => Berth, { nullable: true, description: 'Where it is moored; null while unknown.' })
  berth: Berth | null;

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
      berth: Berth.of(entity),
    });
  }
}

@ObjectType()
export class BoatConnection extends Connection(Boat) {}

export enum ReadingOrigin {
  DEVICE = 'DEVICE',
  DEMO = 'DEMO',
}
registerEnumType(ReadingOrigin, {
  name: 'ReadingOrigin',
  description: "Where readings came from: one of the boat's devices, or the demo's simulated history.",
});

/** The vital signs at an instant; a value is null when the boat did not report it. */
export interface VitalSignValues {
  recordedAt: Date;
  batteryPercent: number | null;
  temperatureCelsius: number | null;
  humidityPercent: number | null;
  /** where the newest of them came from; null for readings stored before origins were kept */
  origin: ReadingOrigin | null;
  /** the device that sent it, when a device did */
  deviceName: string | null;
}

function oneDecimal(value: number): number;
function oneDecimal(value: number | null): number | null;
function oneDecimal(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

@ObjectType({ description: "A reading of a boat's sensors." })
export class VitalSignReading {
  @Field(() => Float, { nullable: true, description: 'Battery charge, 0 to 100; null when the boat did not report it.' })
  batteryPercent: number | null;

  @Field(() => Float, { nullable: true, description: 'Temperature on board, °C; null when the boat did not report it.' })
  temperatureCelsius: number | null;

  @Field(() => Float, { nullable: true, description: 'Relative humidity on board, 0 to 100; null when the boat did not report it.' })
  humidityPercent: number | null;

  @Field(() => GraphQLISODateTime, { description: 'When the newest of these values was read (a bucket: its start).' })
  recordedAt: Date;

  @Field(() => ReadingOrigin, {
    nullable: true,
    description: 'Where the newest of these values came from; null when unknown (stored before origins were kept).',
  })
  origin: ReadingOrigin | null;

  @Field(() => String, { nullable: true, description: 'The name of the device that sent the newest of these values, when a device did.' })
  deviceName: string | null;

  static from(values: VitalSignValues): VitalSignReading {
    return Object.assign(new VitalSignReading(), {
      batteryPercent: oneDecimal(values.batteryPercent),
      temperatureCelsius: oneDecimal(values.temperatureCelsius),
      humidityPercent: oneDecimal(values.humidityPercent),
      recordedAt: values.recordedAt,
      origin: values.origin,
      deviceName: values.deviceName,
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

/** The vital signs the portal charts, named as in telemetry/metrics.ts (upper case). */
export enum VitalSign {
  BATTERY_PERCENT = 'BATTERY_PERCENT',
  TEMPERATURE_CELSIUS = 'TEMPERATURE_CELSIUS',
  HUMIDITY_PERCENT = 'HUMIDITY_PERCENT',
}
registerEnumType(VitalSign, { name: 'VitalSign', description: 'Battery charge (%), temperature on board (°C) or relative humidity (%).' });

/** One vital sign over a window: the true extremes and last reading, and the buckets a chart draws. */
export interface ReadingSeriesValues {
  vitalSign: VitalSign;
  minimum: number;
  maximum: number;
  last: number;
  lastRecordedAt: Date;
  buckets: { start: Date; mean: number; minimum: number; maximum: number }[];
}

@ObjectType({ description: 'A bucket of time on a chart: the mean of its readings, and the lowest and highest of them.' })
export class ReadingBucket {
  @Field(() => GraphQLISODateTime)
  start: Date;

  @Field(() => Float)
  mean: number;

  @Field(() => Float)
  minimum: number;

  @Field(() => Float)
  maximum: number;
}

@ObjectType({
  description:
    'One vital sign over a window ending now: its lowest, highest and last readings (the real ones, not of averages), and its buckets, oldest first.',
})
export class ReadingSeries {
  @Field(() => VitalSign)
  vitalSign: VitalSign;

  @Field(() => Float)
  minimum: number;

  @Field(() => Float)
  maximum: number;

  @Field(() => Float, { description: 'The newest reading of the window.' })
  last: number;

  @Field(() => GraphQLISODateTime)
  lastRecordedAt: Date;

  @Field(() => [ReadingBucket])
  buckets: ReadingBucket[];

  static from(values: ReadingSeriesValues): ReadingSeries {
    return Object.assign(new ReadingSeries(), {
      ...values,
      minimum: oneDecimal(values.minimum),
      maximum: oneDecimal(values.maximum),
      last: oneDecimal(values.last),
      buckets: values.buckets.map((bucket) => ({
        start: bucket.start,
        mean: oneDecimal(bucket.mean),
        minimum: oneDecimal(bucket.minimum),
        maximum: oneDecimal(bucket.maximum),
      })),
    });
  }
}
