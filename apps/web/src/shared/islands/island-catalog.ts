/**
 * The public pages' interactive parts, each hydrated as its own small React root over the
 * server's markup (issue 17). Shared by the server, which serializes what an island needs beside
 * it, and the browser, which hydrates it; the components themselves are in app/islands/island-components.ts.
 *
 * `texts`: the site texts the island shows, as `namespace` or `namespace:key` (a key and what is
 * under it), in the page's language; `otherLanguageTexts` in the other one (the suggestion to
 * switch speaks the visitor's language). `session`: it shows who is signed in (one such island
 * per page: restoring the session renews its cookie). `when`: 'visible' hydrates it when it
 * scrolls into view (below the fold), 'toast' when the first toast is raised; the rest at once.
 */
export interface IslandSpec {
  texts: readonly string[];
  otherLanguageTexts?: readonly string[];
  session?: true;
  when?: 'visible' | 'toast';
}

const islandCatalog = {
  header: { texts: ['layout:nav', 'layout:brand', 'layout:account', 'common:language', 'common:user', 'errors:network'], session: true },
  languageToggle: { texts: ['common:language', 'errors:network'] },
  languageSuggestion: { texts: [], otherLanguageTexts: ['layout:languageSuggestion'] },
  toaster: { texts: ['common:toast'], when: 'toast' },
  cookieBanner: { texts: ['cookies'] },
  cookieSettings: { texts: ['layout:footer.cookieSettings'] },
  particles: { texts: [] },
  localTime: { texts: ['home:clock'] },
  network: { texts: ['home:network'] },
  statistics: { texts: ['home:stats'], when: 'visible' },
  services: { texts: ['home:services', 'services:items.*.title', 'services:items.*.description', 'services:cardCta'], when: 'visible' },
  testimonials: { texts: ['home:testimonials'], when: 'visible' },
  documentationViewer: { texts: ['docs:viewerTitle', 'docs:checking', 'docs:unavailable', 'docs:openInNewTab'] },
  notFound: { texts: ['errors:notFound'] },
} satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof islandCatalog;

export const islandSpec = (name: IslandName): IslandSpec => islandCatalog[name];

/** One island of a page: which, and the props it was rendered with. */
export interface IslandInstance {
  name: IslandName;
  props: Record<string, unknown>;
}

/**
 * A route's `handle` when its page is served with islands: the server renders it whole and the
 * browser hydrates its islands, never the application (the pages with nothing else that moves).
 */
export const islandsPage = { islands: true } as const;

export const isIslandsPage = (handle: unknown): boolean => (handle as Partial<typeof islandsPage> | undefined)?.islands === true;
