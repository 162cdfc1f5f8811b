// Which hour meter a maintenance task follows, and the boats' meters as the tasks read them.
import type { EntityManager } from 'typeorm';
import type { BoatEquipmentEntity } from '../equipment/entities/boat-equipment.entity.js';
import { HOUR_METERED, type EquipmentCategory } from '../equipment/models/equipment.model.js';

/** A meter's latest hours: an engine's or generator's (equipmentId), or the boat's own (null). */
export interface Meter {
  boatId: number;
  equipmentId: number | null;
  hours: number;
}

/**
 * The running hours a task is judged on: an engine's or generator's task follows that engine's own
 * meter (null until it has a reading); any other task (the boat's, a watermaker's…) the boat's
 * highest meter: whichever engine has run most, as a boat with one figure always did.
 */
export function hoursFollowed(equipment: { id: number; category: EquipmentCategory } | null, meters: readonly Meter[]): number | null {
  if (equipment && HOUR_METERED.includes(equipment.category)) return meters.find((meter) => meter.equipmentId === equipment.id)?.hours ?? null;
  return meters.length === 0 ? null : Math.max(...meters.map((meter) => meter.hours));
}

/** The meter readings of these boats: their own and their equipment's, retired pieces' too (see countingMeters). */
export async function meterReadingsOf(manager: EntityManager, boatIds: readonly number[]): Promise<Meter[]> {
  const rows: { boat_id: number; equipment_id: number | null; hours: number }[] = await manager.query(
    'SELECT boat_id, equipment_id, hours FROM boat_running_hours WHERE boat_id = ANY($1)',
    [[...boatIds]],
  );
  return rows.map((row) => ({ boatId: row.boat_id, equipmentId: row.equipment_id, hours: row.hours }));
}

/** The meters that count: the boats' own and those of equipment still on board (`equipment`: the boats', retired pieces too). */
export function countingMeters(meters: readonly Meter[], equipment: readonly Pick<BoatEquipmentEntity, 'id' | 'retiredAt'>[]): Meter[] {
  const retired = new Set(equipment.filter((piece) => piece.retiredAt !== null).map((piece) => piece.id));
  return meters.filter((meter) => meter.equipmentId === null || !retired.has(meter.equipmentId));
}

/**
 * A device's hour meters (Signal K propulsion.<id>.runTime), in one statement in the readings'
 * transaction: each reading goes to the engine or generator on board carrying that Signal K id
 * (`engines`: those on board with one), or, when none does, to the boat's own meter (the highest of
 * those engines, as before engines had ids).
 * Per meter the highest reading of the request is kept when newer and not lower than the last: a
 * lower one (a replaced meter) waits for an admin to confirm it by hand.
 */
export async function recordDeviceHours(
  manager: EntityManager,
  boatId: number,
  readings: readonly { source: string; hours: number; recordedAt: Date }[],
  engines: readonly { id: number; signalKId: string }[],
): Promise<void> {
  await manager.query(
    `INSERT INTO boat_running_hours AS h (boat_id, equipment_id, hours, recorded_at, origin, source)
     SELECT DISTINCT ON (e.id) $1::integer, e.id, r.hours, r.recorded_at, 'device', r.source
       FROM unnest($2::text[], $3::float8[], $4::timestamptz[]) AS r (source, hours, recorded_at)
       LEFT JOIN unnest($5::int[], $6::text[]) AS e (id, signal_k_id) ON e.signal_k_id = r.source
      ORDER BY e.id, r.hours DESC, r.recorded_at DESC
     ON CONFLICT (boat_id, equipment_id) DO UPDATE
        SET hours = excluded.hours, recorded_at = excluded.recorded_at, origin = 'device', source = excluded.source, entered_by = NULL
      WHERE h.recorded_at < excluded.recorded_at AND h.hours <= excluded.hours`,
    [
      boatId,
      readings.map((reading) => reading.source),
      readings.map((reading) => reading.hours),
      readings.map((reading) => reading.recordedAt.toISOString()),
      engines.map((engine) => engine.id),
      engines.map((engine) => engine.signalKId),
    ],
  );
}
