/**
 * The fixed list of boat types. Issue 8 makes it the GraphQL enum
 * `BoatType { SAILBOAT MOTOR_YACHT CATAMARAN RIB OTHER }`; until then the
 * API sends the Spanish labels it stores, read by the one function below.
 */
export const boatTypes = ['SAILBOAT', 'MOTOR_YACHT', 'CATAMARAN', 'RIB', 'OTHER'] as const;

export type BoatTypeCode = (typeof boatTypes)[number];

/**
 * TEMPORARY, delete when merging issue 8 (boat type as the GraphQL enum
 * BoatType): the type code of the Spanish label today's API returns
 * ('Velero', 'Yate a motor', 'Catamarán', 'Neumática' …). Its callers then
 * pass `boat.type` straight through.
 */
export function boatTypeFromLegacyLabel(label: string): BoatTypeCode {
  const key = label
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  if (/^(velero|sailboat|sailing)/.test(key)) return 'SAILBOAT';
  if (/^(yate a motor|motor ?yacht|lancha|motora)/.test(key)) return 'MOTOR_YACHT';
  if (/^catamaran/.test(key)) return 'CATAMARAN';
  if (/^(neumatica|semirrigida|rib\b)/.test(key)) return 'RIB';
  return 'OTHER';
}
