import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import type { ImageRefusal } from '../lib/image-refusal';

/**
 * What to tell the technician when a write that needs the server failed: no signal only when the
 * server never answered; a refusal (a closed job, a visit no longer theirs) says so, else they
 * would wait for coverage they already have.
 */
export const failureKey = (error: unknown) => (errorCodesOf(error).length ? 'technician.work.actionRefused' : 'technician.work.needsSignal');

/** What to tell the technician for each refusal of a photo or a signature. */
export const REFUSAL_KEYS = {
  photoTooLarge: 'technician.work.imageRefusals.photoTooLarge',
  photoType: 'technician.work.imageRefusals.photoType',
  photoTooManyPixels: 'technician.work.imageRefusals.photoTooManyPixels',
  photoTooManyScans: 'technician.work.imageRefusals.photoTooManyScans',
  photoTooComplex: 'technician.work.imageRefusals.photoTooComplex',
  signatureInvalid: 'technician.work.signatureInvalid',
  signatureTooLarge: 'technician.work.imageRefusals.signatureTooLarge',
  alreadySigned: 'technician.work.imageRefusals.alreadySigned',
} as const satisfies Record<ImageRefusal, string>;

/** A positive number as typed on a phone (a decimal comma or point); null when it is not one. */
export const numberOf = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
};

const QUARTER = 15;
const DAY_MINUTES = 24 * 60;

/**
 * The hours the timer proposes: the time since the start, rounded up to the quarter hour (how
 * labour is billed), less what was already recorded on the visit; at least a quarter, at most a day.
 */
export function proposedHours(startedAt: string, recordedMinutes: number, now: number): number {
  const elapsed = Math.max(0, (now - new Date(startedAt).getTime()) / 60_000);
  const minutes = Math.ceil(elapsed / QUARTER) * QUARTER - recordedMinutes;
  return Math.min(DAY_MINUTES, Math.max(QUARTER, minutes)) / 60;
}

/** A duration as a running clock: 1:05:09, or 5:09 under an hour. */
export function clockOf(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** Letters without accents, in lower case: 'fusible' finds 'Fusible', 'antena' finds 'Antena'. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Price-list parts whose name holds every word typed, in any order. */
export function matchingParts<T extends { name: string }>(parts: readonly T[], query: string): T[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  return parts.filter((part) => words.every((word) => folded(part.name).includes(word)));
}
