import type { ComponentType } from 'react';
import { bannerDelay } from '../../features/cookie-consent/lib/banner-delay';
import { suggestionFor } from '../../features/language-suggestion/lib/suggested-language';
import { CONSENT_PREFERENCES_EVENT } from '../../shared/consent/consent';
import { reserveBottomRoom } from '../../shared/ui/bottom-overlay';
import type { IslandName } from '../../shared/islands/island';
import type { IslandsPayload } from './islands-payload';

type Component = ComponentType<Record<string, unknown>>;

/**
 * The public pages' interactive parts, each hydrated as its own small React root over the
 * server's markup (issue 17), each declared here once: what it shows, its texts and when it
 * hydrates. A page places one with `<Island name>` (shared/islands/island.tsx), whose names are
 * this table's keys.
 *
 * How the browser hydrates an island. `load`: its component, loaded when the island hydrates (the
 * home page's live cards in one file, each other island in its own). `when`:
 * 'visible' hydrates it when it scrolls into view (below the fold); 'touch' when a pointer or the
 * keyboard first reaches it (its server markup works as links until then); the rest at once.
 * Whichever: a click on one of its buttons before it has hydrated waits for it (hydrate-islands.tsx).
 * `session`: it shows who is signed in: at once, whatever `when` says, when the API's hint says
 * there may be a session to restore (the page's first such island restores it, the others follow
 * it: island-restored-session.tsx).
 */
export interface IslandDeclaration {
  load: () => Promise<Component>;
  /**
   * The site texts it shows, which the server serializes beside it in the page's language, as
   * `namespace` or `namespace:key` (a key and what is under it; `*` for every key at a level);
   * `otherLanguageTexts` in the other one (the suggestion to switch speaks the visitor's language).
   * They are the server's alone: written `import.meta.env.SSR && [...]`, the browser's build drops
   * them (the home page has no bytes to spare: tools/check-budgets.mjs).
   */
  texts?: false | readonly string[];
  otherLanguageTexts?: false | readonly string[];
  when?: 'visible' | 'touch';
  session?: true;
  /**
   * An island the server renders shown but hidden (`<Island hidden>`): whether this visitor sees
   * it, told with none of its code (and the page's data): `after` so many ms (then `shown` runs),
   * or null, when its markup goes and it hydrates only if `wakeOn` comes.
   */
  reveal?: (element: HTMLElement, page: IslandsPayload) => { after: number; shown?: () => void } | null;
  /** A window event that hydrates the island whatever `when` says, and is sent again once it has. */
  wakeOn?: string;
}

export const islands = {
  header: {
    load: () => import('../layouts/header').then((module) => module.Header),
    texts: import.meta.env.SSR && ['layout:nav', 'layout:brand', 'layout:account', 'common:language', 'common:user', 'errors:network'],
    when: 'touch',
    session: true,
  },
  // Shown to a first-time visitor whose browser wants the other language (its words are the twin's).
  languageSuggestion: {
    load: () => import('../../features/language-suggestion').then((module) => module.LanguageSuggestion as Component),
    otherLanguageTexts: import.meta.env.SSR && ['layout:languageSuggestion'],
    when: 'touch',
    reveal: (_element, page) => (suggestionFor(page.twin ? page.language : null) ? { after: 0 } : null),
  },
  // 1 s after load while no choice is stored, with room kept below the page for it; the footer's
  // "Cookie settings" reopens it whenever.
  cookieBanner: {
    load: () => import('../../features/cookie-consent').then((module) => module.CookieBanner as Component),
    texts: import.meta.env.SSR && ['cookies'],
    when: 'touch',
    wakeOn: CONSENT_PREFERENCES_EVENT,
    reveal: (element) => {
      const after = bannerDelay();
      return after === null ? null : { after, shown: () => reserveBottomRoom(element.firstElementChild as HTMLElement) };
    },
  },
  cookieSettings: {
    load: () => import('../layouts/legal-links').then((module) => module.CookieSettingsButton as Component),
    texts: import.meta.env.SSR && ['layout:footer.cookieSettings'],
    when: 'touch',
  },
  particles: { load: () => import('./home-islands').then((module) => module.ParticleBackground) },
  localTime: { load: () => import('./home-islands').then((module) => module.LocalTimeCard), texts: import.meta.env.SSR && ['home:clock'] },
  network: { load: () => import('./home-islands').then((module) => module.NetworkCard), texts: import.meta.env.SSR && ['home:network'] },
  services: {
    load: () => import('../../features/home/components/services-grid').then((module) => module.ServicesGrid),
    texts: import.meta.env.SSR && ['home:services', 'services:items.*.title', 'services:items.*.description', 'services:cardCta'],
    when: 'visible',
  },
  testimonials: {
    load: () => import('../../features/home/components/testimonials').then((module) => module.Testimonials),
    texts: import.meta.env.SSR && ['home:testimonials'],
    when: 'visible',
  },
  documentationViewer: {
    load: () => import('../../features/documentation/components/documentation-viewer').then((module) => module.DocumentationViewer as Component),
    texts: import.meta.env.SSR && ['docs:viewerTitle', 'docs:checking', 'docs:unavailable', 'docs:openInNewTab'],
  },
  notFound: {
    load: () => import('../../features/errors/components/not-found').then((module) => module.NotFound as Component),
    texts: import.meta.env.SSR && ['errors:notFound'],
  },
  reloadButton: {
    load: () => import('../../features/errors/components/reload-button').then((module) => module.ReloadButton),
    texts: import.meta.env.SSR && ['errors:unexpected.reload'],
  },
  blogError: {
    load: () => import('../../features/blog/components/blog-error').then((module) => module.BlogError),
    texts: import.meta.env.SSR && ['blog:error', 'blog:retry', 'blog:retrying'],
  },
  signIn: {
    load: () => import('../../features/auth/pages/sign-in-form').then((module) => module.SignInForm as Component),
    texts: import.meta.env.SSR && [
      ...['auth:login', 'auth:errors', 'auth:passwordSet', 'auth:signInLink'],
      // What a rejected e-mail or password can be told (the login input's rules).
      ...['isEmail', 'isNotEmpty', 'isDefined', 'isString', 'maxLength', 'minLength'].map((rule) => `errors:validation.${rule}`),
    ],
    session: true,
  },
} satisfies Record<string, IslandDeclaration>;

// The names `<Island name>` takes (shared stays below the app: it learns them by this augmentation).
declare module '../../shared/islands/island' {
  interface IslandRegistry {
    name: keyof typeof islands;
  }
}

/** An island's declaration by name. */
export const islandDeclaration = (name: IslandName): IslandDeclaration => islands[name];

/**
 * The namespaces of the texts islands show in the other language: the server has them at hand
 * before it renders a page (the suggestion is rendered in the twin's language).
 */
export const otherLanguageNamespaces = (): string[] => [
  ...new Set(Object.values<IslandDeclaration>(islands).flatMap((island) => (island.otherLanguageTexts || []).map((key) => key.split(':')[0]))),
];
