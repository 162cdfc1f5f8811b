import type { ComponentType } from 'react';
import { CookieBanner } from '../../features/cookie-consent';
import { LanguageSuggestion } from '../../features/language-suggestion';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import type { IslandName } from '../../shared/islands/island-catalog';
import { Header } from '../layouts/header';
import { CookieSettingsButton } from '../layouts/legal-links';

type Component = ComponentType<Record<string, unknown>>;

/**
 * How the browser hydrates an island. `load`: its component. The ones every public page has (the
 * layout's) come with the islands' script, in one file, but the toaster; a page's own are loaded
 * when its islands hydrate: the home page's live cards in one file, its islands below the fold
 * each when they come into view. `when`: 'visible' hydrates it when it scrolls into view (below
 * the fold), 'toast' when the first toast is raised; the rest at once. `session`: it shows who is
 * signed in (one such island per page: restoring the session renews its cookie).
 */
export interface IslandComponent {
  load: () => Promise<Component>;
  when?: 'visible' | 'toast';
  session?: true;
}

export const islandComponents: Record<IslandName, IslandComponent> = {
  header: { load: async () => Header, session: true },
  languageToggle: { load: async () => LanguageToggle },
  languageSuggestion: { load: async () => LanguageSuggestion },
  toaster: { load: () => import('../../shared/ui/toast/toaster').then((module) => module.Toaster), when: 'toast' },
  cookieBanner: { load: async () => CookieBanner },
  cookieSettings: { load: async () => CookieSettingsButton as Component },
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
