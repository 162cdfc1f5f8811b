/**
 * The public pages' interactive parts, each hydrated as its own small React root over the
 * server's markup (issue 17), and the texts the server serializes beside each. How the browser
 * loads and hydrates them is in app/islands/island-components.ts (this table stays on the server).
 *
 * `texts`: the site texts the island shows, as `namespace` or `namespace:key` (a key and what is
 * under it; `*` for every key at a level), in the page's language; `otherLanguageTexts` in the
 * other one (the suggestion to switch speaks the visitor's language).
 */
export interface IslandSpec {
  texts: readonly string[];
  otherLanguageTexts?: readonly string[];
}

const islandCatalog = {
  header: { texts: ['layout:nav', 'layout:brand', 'layout:account', 'common:language', 'common:user', 'errors:network'] },
  languageSuggestion: { texts: [], otherLanguageTexts: ['layout:languageSuggestion'] },
  cookieBanner: { texts: ['cookies'] },
  cookieSettings: { texts: ['layout:footer.cookieSettings'] },
  particles: { texts: [] },
  localTime: { texts: ['home:clock'] },
  network: { texts: ['home:network'] },
  services: { texts: ['home:services', 'services:items.*.title', 'services:items.*.description', 'services:cardCta'] },
  testimonials: { texts: ['home:testimonials'] },
  documentationViewer: { texts: ['docs:viewerTitle', 'docs:checking', 'docs:unavailable', 'docs:openInNewTab'] },
  notFound: { texts: ['errors:notFound'] },
  blogError: { texts: ['blog:error', 'blog:retry', 'blog:retrying'] },
  reloadButton: { texts: ['errors:unexpected.reload'] },
  signIn: {
    texts: [
      ...['auth:login', 'auth:errors', 'auth:passwordSet', 'auth:signInLink'],
      // What a rejected e-mail or password can be told (the login input's rules).
      ...['isEmail', 'isNotEmpty', 'isDefined', 'isString', 'maxLength', 'minLength'].map((rule) => `errors:validation.${rule}`),
    ],
  },
} satisfies Record<string, IslandSpec>;

export type IslandName = keyof typeof islandCatalog;

export const islandSpec = (name: IslandName): IslandSpec => islandCatalog[name];

/**
 * The namespaces of the texts islands show in the other language: the server has them at hand
 * before it renders a page (the suggestion is rendered in the twin's language).
 */
export const otherLanguageNamespaces: readonly string[] = [
  ...new Set(Object.values<IslandSpec>(islandCatalog).flatMap((spec) => (spec.otherLanguageTexts ?? []).map((key) => key.split(':')[0]))),
];

/** One island of a page: which, and the props it was rendered with. */
export interface IslandInstance {
  name: IslandName;
  props: Record<string, unknown>;
}
