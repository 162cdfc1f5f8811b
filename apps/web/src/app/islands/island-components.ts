import type { ComponentType } from 'react';
import { bannerDelay } from '../../features/cookie-consent/lib/banner-delay';
import { suggestionFor } from '../../features/language-suggestion/lib/suggested-language';
import { CONSENT_PREFERENCES_EVENT } from '../../shared/consent/consent';
import type { IslandName } from '../../shared/islands/island-catalog';
import { reserveBottomRoom } from '../../shared/ui/bottom-overlay';
import type { IslandsPayload } from './islands-payload';

type Component = ComponentType<Record<string, unknown>>;

/**
 * How the browser hydrates an island. `load`: its component, loaded when the island hydrates (the
 * home page's live cards in one file, each other island in its own). `when`:
 * 'visible' hydrates it when it scrolls into view (below the fold); 'touch' when a pointer or the
 * keyboard first reaches it (its server markup works as links until then); the rest at once.
 * Whichever: a click on one of its buttons before it has hydrated waits for it (hydrate-islands.tsx).
 * `session`: it shows who is signed in: at once, whatever `when` says, when the API's hint says
 * there may be a session to restore (the page's first such island restores it, the others follow
 * it: island-restored-session.tsx).
 */
export interface IslandComponent {
  load: () => Promise<Component>;
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

export const islandComponents: Record<IslandName, IslandComponent> = {
  header: { load: () => import('../layouts/header').then((module) => module.Header), when: 'touch', session: true },
  // Shown to a first-time visitor whose browser wants the other language (its words are the twin's).
  languageSuggestion: {
    load: () => import('../../features/language-suggestion').then((module) => module.LanguageSuggestion as Component),
    when: 'touch',
    reveal: (_element, page) => (suggestionFor(page.twin ? page.language : null) ? { after: 0 } : null),
  },
  // 1 s after load while no choice is stored, with room kept below the page for it; the footer's
  // "Cookie settings" reopens it whenever.
  cookieBanner: {
    load: () => import('../../features/cookie-consent').then((module) => module.CookieBanner as Component),
    when: 'touch',
    wakeOn: CONSENT_PREFERENCES_EVENT,
    reveal: (element) => {
      const after = bannerDelay();
      return after === null ? null : { after, shown: () => reserveBottomRoom(element.firstElementChild as HTMLElement) };
    },
  },
  cookieSettings: { load: () => import('../layouts/legal-links').then((module) => module.CookieSettingsButton as Component), when: 'touch' },
  particles: { load: () => import('./home-islands').then((module) => module.ParticleBackground) },
  localTime: { load: () => import('./home-islands').then((module) => module.LocalTimeCard) },
  network: { load: () => import('./home-islands').then((module) => module.NetworkCard) },
  services: { load: () => import('../../features/home/components/services-grid').then((module) => module.ServicesGrid), when: 'visible' },
  testimonials: { load: () => import('../../features/home/components/testimonials').then((module) => module.Testimonials), when: 'visible' },
  documentationViewer: { load: () => import('../../features/documentation/components/documentation-viewer').then((module) => module.DocumentationViewer as Component) },
  notFound: { load: () => import('../../features/errors/components/not-found').then((module) => module.NotFound as Component) },
  reloadButton: { load: () => import('../../features/errors/components/reload-button').then((module) => module.ReloadButton) },
  blogError: { load: () => import('../../features/blog/components/blog-error').then((module) => module.BlogError) },
  signIn: { load: () => import('../../features/auth/pages/sign-in-form').then((module) => module.SignInForm as Component), session: true },
};
