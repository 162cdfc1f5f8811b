/**
 * The eight equipment brands of the experience section (names are brand
 * names, not copy). Each is drawn as a plain typographic wordmark of our own
 * (no third-party logo files): `lines` are the name as set, `look` picks one
 * of a few lettering styles so the tiles read like a row of logotypes.
 */
export type WordmarkLook = 'wide' | 'heavy' | 'italic' | 'serif' | 'light';

export interface Brand {
  name: string;
  url: string;
  lines: readonly [string] | readonly [string, string];
  look: WordmarkLook;
}

export const brands: readonly Brand[] = [
  { name: 'Garmin', url: 'https://www.garmin.com/marine/', lines: ['GARMIN'], look: 'wide' },
  { name: 'Raymarine', url: 'https://www.raymarine.com/', lines: ['Raymarine'], look: 'italic' },
  { name: 'Simrad', url: 'https://www.simrad-yachting.com/', lines: ['SIMRAD'], look: 'heavy' },
  { name: 'B&G', url: 'https://www.bandg.com/', lines: ['B&G'], look: 'serif' },
  { name: 'Furuno', url: 'https://www.furuno.com/', lines: ['FURUNO'], look: 'italic' },
  { name: 'Victron Energy', url: 'https://www.victronenergy.com/', lines: ['victron', 'energy'], look: 'heavy' },
  { name: 'Mastervolt', url: 'https://www.mastervolt.com/', lines: ['Mastervolt'], look: 'light' },
  { name: 'Starlink', url: 'https://www.starlink.com/', lines: ['STARLINK'], look: 'wide' },
];
