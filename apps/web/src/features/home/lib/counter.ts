/**
 * The statistics band's figures (spec §9: 559 / 640 / 2681 / 26). They are printed as they are,
 * in the HTML the server sends: no count-up from 0, which a visitor without JavaScript, a search
 * engine or a link preview would read as the figures (issue 39).
 */
export type StatisticKey = 'clients' | 'boats' | 'projects' | 'years';

export const statistics: readonly { key: StatisticKey; target: number }[] = [
  { key: 'clients', target: 559 },
  { key: 'boats', target: 640 },
  { key: 'projects', target: 2681 },
  { key: 'years', target: 26 },
];
