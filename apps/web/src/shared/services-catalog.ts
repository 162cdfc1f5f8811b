/**
 * The 12 services in one place: slug, chain order (spec §2), icon and hero
 * image. The services pages and the home page's grid both read it; the copy
 * lives in libs/i18n (`services:items.<slug>.*`).
 */
import { paths, serviceSlugs, type ServiceSlug } from './paths';

export type { ServiceSlug } from './paths';

/** Stroke paths of a 24 × 24 icon (drawn with `fill="none" stroke="currentColor"`). */
export type IconPaths = readonly string[];

export interface ServiceEntry {
  slug: ServiceSlug;
  /** Route of the detail page. */
  href: string;
  /** Stroke paths of the service's icon (see `ServiceIcon`). */
  icon: IconPaths;
  /** Hero / card illustration served by the web app (SVG, no external URLs). */
  image: string;
  /** How many cards the detail page shows (spec §2: 4; 6 naval electricity; 5 AI solutions). */
  cardCount: number;
  /** i18n key prefix in the `services` namespace. */
  i18nKey: `items.${ServiceSlug}`;
}

const icons: Record<ServiceSlug, IconPaths> = {
  'naval-electricity': ['M13 2 4 14h7l-1 8 9-12h-7l1-8z'],
  'marine-electronics': ['M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z', 'm16 8-2.5 6L8 16l2.5-6L16 8z'],
  internet: ['M2 8.5a15 15 0 0 1 20 0', 'M5 12a10 10 0 0 1 14 0', 'M8.5 15.5a5 5 0 0 1 7 0', 'M12 19h.01'],
  'lithium-batteries': ['M3 7h15a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z', 'M22 11v2', 'M6 10v4', 'M10 10v4', 'M14 10v4'],
  'solar-panels': ['M4 14h16l-2 7H6l-2-7z', 'M12 14v7', 'M5 17.5h14', 'M12 2v2', 'M5 5l1.5 1.5', 'M19 5l-1.5 1.5', 'M8 11a4 4 0 0 1 8 0'],
  'remote-monitoring': ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4', 'M6 10h3l2-3 2 6 2-3h3'],
  nas: ['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01', 'M12 7h4', 'M12 17h4'],
  'tech-assistance': ['M4 15v-3a8 8 0 0 1 16 0v3', 'M4 15h3v5H5a1 1 0 0 1-1-1v-4z', 'M20 15h-3v5h2a1 1 0 0 0 1-1v-4z'],
  'equipment-repair': ['M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5z'],
  'ai-solutions': ['M7 7h10v10H7z', 'M10 10h4v4h-4z', 'M9 3v4', 'M15 3v4', 'M9 17v4', 'M15 17v4', 'M3 9h4', 'M3 15h4', 'M17 9h4', 'M17 15h4'],
  'process-automation': [
    'M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8z',
    'M12 2v3',
    'M12 19v3',
    'M2 12h3',
    'M19 12h3',
    'M4.9 4.9 7 7',
    'M17 17l2.1 2.1',
    'M4.9 19.1 7 17',
    'M17 7l2.1-2.1',
  ],
  'design-3d': ['M12 2 3 7v10l9 5 9-5V7l-9-5z', 'M3 7l9 5 9-5', 'M12 12v10'],
};

const cardCounts: Partial<Record<ServiceSlug, number>> = { 'naval-electricity': 6, 'ai-solutions': 5 };

/** All 12 services, in the spec's chain order. */
export const servicesCatalog: readonly ServiceEntry[] = serviceSlugs.map((slug) => ({
  slug,
  href: paths.services.detail.getHref(slug),
  icon: icons[slug],
  image: `/images/services/${slug}.svg`,
  cardCount: cardCounts[slug] ?? 4,
  i18nKey: `items.${slug}` as const,
}));

export function findService(slug: string | undefined): ServiceEntry | undefined {
  return servicesCatalog.find((service) => service.slug === slug);
}

/** The previous and next service in the chain; the first has no previous, the last no next. */
export function serviceNeighbours(slug: ServiceSlug): { previous?: ServiceEntry; next?: ServiceEntry } {
  const index = servicesCatalog.findIndex((service) => service.slug === slug);
  return {
    previous: index > 0 ? servicesCatalog[index - 1] : undefined,
    next: index >= 0 && index < servicesCatalog.length - 1 ? servicesCatalog[index + 1] : undefined,
  };
}
