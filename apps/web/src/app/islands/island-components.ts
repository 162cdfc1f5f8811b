import type { ComponentType } from 'react';
import { CookieBanner } from '../../features/cookie-consent';
import { LanguageSuggestion } from '../../features/language-suggestion';
import type { IslandName } from '../../shared/islands/island-catalog';

type Component = ComponentType<Record<string, unknown>>;

/**
 * How the browser hydrates an island. `load`: its component. The ones every page has at once (the
 * layout's) come with the islands' script, in one file; the rest are loaded when their islands
 * hydrate: the home page's live cards in one file, each other island in its own. `when`:
 * 'visible' hydrates it when it scrolls into view (below the fold); 'touch' when a pointer or the
 * keyboard first reaches it (its server markup works as links until then, and a click on one of
 * its buttons waits for it); 'toast' when the first toast is raised; the rest at once.
 * `session`: it shows who is signed in: at once, whatever `when` says, when the API's hint says
 * there may be a session to restore (the page's first such island restores it, the others follow
 * it: island-restored-session.tsx).
 */
export interface IslandComponent {
  load: () => Promise<Component>;
  when?: 'visible' | 'touch' | 'toast';
  session?: true;
}

export const islandComponents: Record<IslandName, IslandComponent> = {
  header: { load: () => import('../layouts/header').then((module) => module.Header), when: 'touch', session: true },
  languageToggle: { load: () => import('../../shared/ui/language-toggle').then((module) => module.LanguageToggle), when: 'touch' },
  languageSuggestion: { load: async () => LanguageSuggestion },
  toaster: { load: () => import('../../shared/ui/toast/toaster').then((module) => module.Toaster), when: 'toast' },
  cookieBanner: { load: async () => CookieBanner as Component },
  cookieSettings: { load: () => import('../layouts/legal-links').then((module) => module.CookieSettingsButton as Component), when: 'touch' },
  particles: { load: () => import('./home-islands').then((module) => module.ParticleBackground) },
  localTime: { load: () => import('./home-islands').then((module) => module.LocalTimeCard) },
  network: { load: () => import('./home-islands').then((module) => module.NetworkCard) },
  statistics: { load: () => import('../../features/home/components/stats-band').then((module) => module.StatsBand), when: 'visible' },
  services: { load: () => import('../../features/home/components/services-grid').then((module) => module.ServicesGrid), when: 'visible' },
  testimonials: { load: () => import('../../features/home/components/testimonials').then((module) => module.Testimonials), when: 'visible' },
  documentationViewer: { load: () => import('../../features/documentation/components/documentation-viewer').then((module) => module.DocumentationViewer as Component) },
  notFound: { load: () => import('../../features/errors/components/not-found').then((module) => module.NotFound as Component) },
  reloadButton: { load: () => import('../../features/errors/components/reload-button').then((module) => module.ReloadButton) },
  blogError: { load: () => import('../../features/blog/components/blog-error').then((module) => module.BlogError) },
  signIn: { load: () => import('../../features/auth/pages/sign-in-form').then((module) => module.SignInForm as Component), session: true },
};
