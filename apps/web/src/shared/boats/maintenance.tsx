import type { EquipmentCategory, JobStatus, MaintenanceState, WarrantyState } from '@mmt/graphql';
import { normalizeLanguage } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatIsoDate, formatNumber } from '../format/format';
import { badge, type BadgeTone } from '../ui/status-badge.css';
import { useEquipmentCategoryLabel } from './equipment-category';

/** The fixed list of equipment categories, in the order the forms offer them. */
export const equipmentCategories: readonly EquipmentCategory[] = [
  'CHARTPLOTTER',
  'RADAR',
  'AIS',
  'AUTOPILOT',
  'VHF_DSC',
  'INSTRUMENTS',
  'BATTERY_BANK',
  'CHARGER_INVERTER',
  'SOLAR_CONTROLLER',
  'GENERATOR',
  'ENGINE',
  'WATERMAKER',
  'ROUTER_SATELLITE',
  'NAS_COMPUTER',
  'OTHER',
];

// In its own module: the technician's first load names categories without the rest of this file.
export { useEquipmentCategoryLabel };

/** A piece of equipment as the admin's lists name it: "Engine: Volvo Penta D8-IPS800 · Port" (its place tells twin engines apart). */
export function useEquipmentName(): (equipment: { category: EquipmentCategory; brand: string; model: string; location?: string | null }) => string {
  const categoryLabel = useEquipmentCategoryLabel();
  return (equipment) => [`${categoryLabel(equipment.category)}: ${equipment.brand} ${equipment.model}`, equipment.location].filter(Boolean).join(' · ');
}

/**
 * A task's title in the viewer's language: a task made from a default task has it in Spanish
 * (`title`) and English (`titleEn`); a title an admin typed is in one language, shown as it is.
 */
export function useTaskTitle(): (task: { title: string; titleEn?: string | null }) => string {
  const { i18n } = useTranslation();
  return ({ title, titleEn }) => (normalizeLanguage(i18n.language) === 'en' && titleEn) || title;
}

/** The job asked for a task while it is open (until it is completed or cancelled); else null. */
export function openTaskJob<J extends { status: JobStatus }>(task: { job?: J | null }): J | null {
  return task.job && task.job.status !== 'COMPLETED' && task.job.status !== 'CANCELLED' ? task.job : null;
}

const stateTones: Record<MaintenanceState, BadgeTone> = { OK: 'green', DUE_SOON: 'yellow', OVERDUE: 'red' };

/** Up to date, due soon or overdue. */
export function MaintenanceStateBadge({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation('common');
  return (
    <span className={badge({ tone: stateTones[state] })} data-tone={stateTones[state]} data-testid="maintenance-state">
      {t(`maintenanceState.${state}`)}
    </span>
  );
}

const warrantyTones: Record<WarrantyState, BadgeTone> = { COVERED: 'green', ENDING_SOON: 'yellow', EXPIRED: 'red', UNKNOWN: 'gray' };

/** Covered, ends in N days, or expired; nothing when no warranty date is known. */
export function WarrantyBadge({ equipment }: { equipment: { warrantyState: WarrantyState; warrantyDaysLeft?: number | null; warrantyUntil?: string | null } }) {
  const { t } = useTranslation('common');
  if (equipment.warrantyState === 'UNKNOWN') return null;
  const tone = warrantyTones[equipment.warrantyState];
  const text =
    equipment.warrantyState === 'ENDING_SOON'
      ? t('warranty.ENDING_SOON', { count: equipment.warrantyDaysLeft ?? 0 })
      : t(`warranty.${equipment.warrantyState}`);
  return (
    <span
      className={badge({ tone })}
      data-tone={tone}
      data-testid="warranty-state"
      title={equipment.warrantyUntil ? formatIsoDate(equipment.warrantyUntil) : undefined}
    >
      {text}
    </span>
  );
}

/** When a task falls due: "15/06/2026", "1.250 h", or both, whichever comes first; with the hours now when due by hours. */
export function useDueText(): (task: { dueOn?: string | null; dueAtHours?: number | null; runningHours?: number | null }) => string {
  const { t, i18n } = useTranslation('common');
  return ({ dueOn, dueAtHours, runningHours }) => {
    const date = dueOn ? formatIsoDate(dueOn) : null;
    const hours = dueAtHours != null ? t('maintenanceDue.hours', { hours: formatNumber(dueAtHours, i18n.language) }) : null;
    const due = date && hours ? t('maintenanceDue.both', { date, hours }) : (date ?? hours ?? '');
    // Due by hours: the hours of the meter it follows (its engine's own), to read against.
    return hours && runningHours != null ? `${due} (${t('hourMeters.now', { hours: formatNumber(runningHours, i18n.language) })})` : due;
  };
}

/** Engines and generators: each has an hour meter of its own (and a Signal K id). */
export const hourMetered = (category: EquipmentCategory) => category === 'ENGINE' || category === 'GENERATOR';

interface MeterReading {
  hours: number;
  recordedAt: string;
  origin: 'DEVICE' | 'MANUAL';
  source: string;
}

interface MeteredEquipment {
  id: string;
  category: EquipmentCategory;
  brand: string;
  model: string;
  location?: string | null;
  retiredAt?: string | null;
  runningHours?: MeterReading | null;
}

/** One hour meter as the screens list it: an engine's or generator's, or the boat's own (equipment null). */
export interface HourMeter<E extends MeteredEquipment> {
  equipment: E | null;
  reading: MeterReading | null;
}

/** The boat's meters: each engine and generator on board, then the boat's own when it has a reading or no engine is in the register. */
export function hourMetersOf<E extends MeteredEquipment>(boat: { equipment: readonly E[]; runningHours?: MeterReading | null }): HourMeter<E>[] {
  const engines = boat.equipment
    .filter((each) => !each.retiredAt && hourMetered(each.category))
    .map((each) => ({ equipment: each, reading: each.runningHours ?? null }));
  return engines.length === 0 || boat.runningHours ? [...engines, { equipment: null, reading: boat.runningHours ?? null }] : engines;
}

/** A meter's name ("Engine: Volvo Penta D8-IPS800 · Port") and its reading ("1,482 h, from the boat (port), …" or none yet). */
export function useHourMeterText(): { name: (meter: HourMeter<MeteredEquipment>) => string; reading: (meter: HourMeter<MeteredEquipment>) => string } {
  const { t, i18n } = useTranslation('common');
  const equipmentName = useEquipmentName();
  return {
    name: ({ equipment }) => (equipment ? equipmentName(equipment) : t('hourMeters.boat')),
    reading: ({ reading }) =>
      reading
        ? t(reading.origin === 'DEVICE' ? 'hourMeters.fromDevice' : 'hourMeters.byHand', {
            hours: formatNumber(reading.hours, i18n.language),
            source: reading.source,
            time: formatDateTime(reading.recordedAt),
          })
        : t('hourMeters.none'),
  };
}
