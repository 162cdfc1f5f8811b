import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { toGlobalId } from '../../common/relay/global-id.js';
import { Node } from '../../common/relay/node.interface.js';
import { daysBetween } from '../../common/calendar.js';
import type { BoatEquipmentEntity } from '../entities/boat-equipment.entity.js';

export enum EquipmentCategory {
  CHARTPLOTTER = 'CHARTPLOTTER',
  RADAR = 'RADAR',
  AIS = 'AIS',
  AUTOPILOT = 'AUTOPILOT',
  VHF_DSC = 'VHF_DSC',
  INSTRUMENTS = 'INSTRUMENTS',
  BATTERY_BANK = 'BATTERY_BANK',
  CHARGER_INVERTER = 'CHARGER_INVERTER',
  SOLAR_CONTROLLER = 'SOLAR_CONTROLLER',
  GENERATOR = 'GENERATOR',
  ENGINE = 'ENGINE',
  WATERMAKER = 'WATERMAKER',
  ROUTER_SATELLITE = 'ROUTER_SATELLITE',
  NAS_COMPUTER = 'NAS_COMPUTER',
  OTHER = 'OTHER',
}
registerEnumType(EquipmentCategory, { name: 'EquipmentCategory', description: 'What a piece of equipment is: the client names it in the viewer’s language.' });

export enum WarrantyState {
  COVERED = 'COVERED',
  ENDING_SOON = 'ENDING_SOON',
  EXPIRED = 'EXPIRED',
  UNKNOWN = 'UNKNOWN',
}
registerEnumType(WarrantyState, {
  name: 'WarrantyState',
  description: 'Under warranty, ending within 90 days (see warrantyDaysLeft), expired, or no warranty date known.',
});

/** The categories with an hour meter of their own (running hours, a Signal K id). */
export const HOUR_METERED: readonly EquipmentCategory[] = [EquipmentCategory.ENGINE, EquipmentCategory.GENERATOR];

/** A warranty ending within this many days is said to end soon. */
export const WARRANTY_ENDING_DAYS = 90;

@ObjectType({ implements: () => [Node], description: 'A piece of equipment on board a boat.' })
export class Equipment extends Node {
  rowId: number;
  boatRowId: number;

  @Field(() => EquipmentCategory)
  category: EquipmentCategory;

  @Field()
  brand: string;

  @Field()
  model: string;

  @Field(() => String, { nullable: true })
  serialNumber: string | null;

  @Field(() => String, { nullable: true, description: 'Where on board it is.' })
  location: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  installedOn: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last day under warranty.' })
  warrantyUntil: string | null;

  @Field(() => WarrantyState)
  warrantyState: WarrantyState;

  @Field(() => Int, { nullable: true, description: 'Days until the warranty ends (0 on its last day); null when expired or unknown.' })
  warrantyDaysLeft: number | null;

  @Field(() => String, { nullable: true })
  firmwareVersion: string | null;

  @Field(() => String, { nullable: true, description: 'An https:// link to its manual.' })
  manualUrl: string | null;

  @Field()
  notes: string;

  @Field(() => String, { nullable: true, description: "An engine's or generator's Signal K id: its running hours arrive as propulsion.<id>.runTime." })
  signalKId: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was taken off the boat; its history stays.' })
  retiredAt: Date | null;

  /** `today`: the day in Palma the warranty is judged on. */
  static from(entity: BoatEquipmentEntity, today: string): Equipment {
    const daysLeft = entity.warrantyUntil === null ? null : daysBetween(today, entity.warrantyUntil);
    const warrantyState =
      daysLeft === null
        ? WarrantyState.UNKNOWN
        : daysLeft < 0
          ? WarrantyState.EXPIRED
          : daysLeft <= WARRANTY_ENDING_DAYS
            ? WarrantyState.ENDING_SOON
            : WarrantyState.COVERED;
    return Object.assign(new Equipment(), {
      id: toGlobalId('Equipment', entity.id),
      rowId: entity.id,
      boatRowId: entity.boatId,
      category: entity.category,
      brand: entity.brand,
      model: entity.model,
      serialNumber: entity.serialNumber,
      location: entity.location,
      installedOn: entity.installedOn,
      warrantyUntil: entity.warrantyUntil,
      warrantyState,
      warrantyDaysLeft: daysLeft !== null && daysLeft >= 0 ? daysLeft : null,
      firmwareVersion: entity.firmwareVersion,
      manualUrl: entity.manualUrl,
      notes: entity.notes,
      signalKId: entity.signalKId,
      retiredAt: entity.retiredAt,
    });
  }
}

@ObjectType()
export class EquipmentPayload {
  @Field(() => Equipment)
  equipment: Equipment;
}
