import type { EntityManager } from 'typeorm';
import { dayInPalma } from '../../common/calendar.js';
import { BoatEquipmentEntity } from '../../equipment/entities/boat-equipment.entity.js';
import { EquipmentCategory } from '../../equipment/models/equipment.model.js';
import { dueOf } from '../../maintenance/due.js';
import { BoatRunningHoursEntity } from '../../maintenance/entities/boat-running-hours.entity.js';
import { MaintenanceTaskTemplateEntity } from '../../maintenance/entities/maintenance-task-template.entity.js';
import { MaintenanceTaskEntity } from '../../maintenance/entities/maintenance-task.entity.js';

const DAY = 24 * 60 * 60 * 1000;

interface DemoEquipment {
  boat: number;
  category: EquipmentCategory;
  brand: string;
  model: string;
  serialNumber: string;
  location: string;
  installedDaysAgo: number;
  /** Days of warranty left (negative: expired that many days ago). */
  warrantyDaysLeft: number;
  /** An engine's or generator's Signal K id (propulsion.<id>.runTime). */
  signalKId?: string;
  /** An engine's or generator's hour meter, read yesterday. */
  hours?: number;
  /** Its category's (first) default task, in both languages, last done so many days ago (at so many running hours). */
  task?: { doneDaysAgo: number; doneAtHours?: number };
}

/**
 * Each demo customer's equipment and maintenance plan, by the index of their boat (demo-portal.ts),
 * with dates relative to the day of seeding: on Sea Breeze the battery test is due soon, on Blue
 * Horizon the VHF check is overdue and of its twin engines (each with its own hour meter) the port
 * one's service falls due at 1500 h, due soon, the starboard one's at 1550 h, not yet; the rest are
 * up to date; warranties covered, ending and expired.
 */
export const demoMaintenance: Record<string, DemoEquipment[]> = {
  'cliente@demo.com': [
    {
      boat: 0,
      category: EquipmentCategory.ENGINE,
      brand: 'Volvo Penta',
      model: 'D2-40',
      serialNumber: 'VP2240-118734',
      location: 'Sala de máquinas',
      installedDaysAgo: 2900,
      warrantyDaysLeft: -1800,
      signalKId: 'main',
      hours: 1235,
      task: { doneDaysAgo: 70, doneAtHours: 1180 },
    },
    {
      boat: 0,
      category: EquipmentCategory.BATTERY_BANK,
      brand: 'Victron Energy',
      model: 'Lithium 12,8 V 200 Ah',
      serialNumber: 'HQ2231ABCDE',
      location: 'Bajo la litera de proa',
      installedDaysAgo: 350,
      warrantyDaysLeft: 1475,
      task: { doneDaysAgo: 350 },
    },
    {
      boat: 1,
      category: EquipmentCategory.VHF_DSC,
      brand: 'Icom',
      model: 'IC-M510',
      serialNumber: '0412587',
      location: 'Puente',
      installedDaysAgo: 1100,
      warrantyDaysLeft: -370,
      task: { doneDaysAgo: 400 },
    },
    {
      boat: 1,
      category: EquipmentCategory.ENGINE,
      brand: 'Volvo Penta',
      model: 'D8-IPS800',
      serialNumber: 'VP8800-410277',
      location: 'Babor',
      installedDaysAgo: 2000,
      warrantyDaysLeft: -900,
      signalKId: 'port',
      hours: 1482,
      task: { doneDaysAgo: 120, doneAtHours: 1250 },
    },
    {
      boat: 1,
      category: EquipmentCategory.ENGINE,
      brand: 'Volvo Penta',
      model: 'D8-IPS800',
      serialNumber: 'VP8800-410278',
      location: 'Estribor',
      installedDaysAgo: 2000,
      warrantyDaysLeft: -900,
      signalKId: 'starboard',
      hours: 1466,
      task: { doneDaysAgo: 60, doneAtHours: 1300 },
    },
    {
      boat: 1,
      category: EquipmentCategory.GENERATOR,
      brand: 'Onan',
      model: 'QD 11',
      serialNumber: 'ONQD-77120',
      location: 'Sala de máquinas',
      installedDaysAgo: 2000,
      warrantyDaysLeft: -900,
      signalKId: 'generator',
      hours: 612,
      task: { doneDaysAgo: 150, doneAtHours: 420 },
    },
    {
      boat: 1,
      category: EquipmentCategory.RADAR,
      brand: 'Garmin',
      model: 'GMR Fantom 24x',
      serialNumber: '5TR004417',
      location: 'Arco del radar',
      installedDaysAgo: 690,
      warrantyDaysLeft: 40,
    },
    {
      boat: 2,
      category: EquipmentCategory.CHARTPLOTTER,
      brand: 'Raymarine',
      model: 'Axiom+ 9',
      serialNumber: 'E70636-0192',
      location: 'Bañera',
      installedDaysAgo: 26,
      warrantyDaysLeft: 704,
    },
  ],
  'customer@demo.com': [
    {
      boat: 0,
      category: EquipmentCategory.ENGINE,
      brand: 'Volvo Penta',
      model: 'D2-50',
      serialNumber: 'VP2250-220915',
      location: 'Engine room',
      installedDaysAgo: 3300,
      warrantyDaysLeft: -2200,
      hours: 2140,
      task: { doneDaysAgo: 45, doneAtHours: 2100 },
    },
  ],
};

/** One customer's equipment, plan and engines' running hours; each seeded task counts as already told (no reminder burst when the demo starts). */
export async function seedDemoMaintenance(manager: EntityManager, email: string, boatIds: number[], now: number): Promise<void> {
  const plan = demoMaintenance[email];
  if (!plan) return;
  const day = (daysFromNow: number) => dayInPalma(new Date(now + daysFromNow * DAY));
  for (const piece of plan) {
    const { task, boat, installedDaysAgo, warrantyDaysLeft, hours, signalKId, ...fields } = piece;
    const equipment = await manager.getRepository(BoatEquipmentEntity).save({
      ...fields,
      boatId: boatIds[boat],
      installedOn: day(-installedDaysAgo),
      warrantyUntil: day(warrantyDaysLeft),
      firmwareVersion: null,
      manualUrl: null,
      notes: '',
      signalKId: signalKId ?? null,
      installedByJobId: null,
      retiredAt: null,
    });
    if (hours !== undefined) {
      await manager
        .getRepository(BoatRunningHoursEntity)
        .insert({ boatId: boatIds[boat], equipmentId: equipment.id, hours, recordedAt: new Date(now - DAY), origin: 'manual', source: '', enteredBy: null });
    }
    if (!task) continue;
    const template = await manager.getRepository(MaintenanceTaskTemplateEntity).findOneOrFail({ where: { category: piece.category }, order: { id: 'ASC' } });
    const schedule = {
      intervalMonths: template.intervalMonths,
      intervalHours: template.intervalHours,
      lastDoneOn: day(-task.doneDaysAgo),
      lastDoneHours: task.doneAtHours ?? null,
    };
    const { state } = dueOf(schedule, day(0), hours ?? null);
    await manager.getRepository(MaintenanceTaskEntity).insert({
      ...schedule,
      boatId: boatIds[boat],
      equipmentId: equipment.id,
      title: template.title,
      titleEn: template.titleEn,
      jobId: null,
      notifiedState: state === 'OK' ? null : state,
    });
  }
}
