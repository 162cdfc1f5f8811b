import type { ComponentType } from 'react';
import { CookieBanner } from '../../features/cookie-consent';
import { LanguageSuggestion } from '../../features/language-suggestion';
import { LanguageToggle } from '../../shared/ui/language-toggle';
import type { IslandName } from '../../shared/islands/island-catalog';
import { Header } from '../layouts/header';
import { CookieSettingsButton } from '../layouts/legal-links';

type Component = ComponentType<Record<string, unknown>>;

/**
 * Each island's component. The ones every public page has (the layout's) come with the islands'
 * script, in one file, but the toaster, loaded with the first toast; a page's own are loaded when
 * its islands hydrate: the home page's live cards in one file, its islands below the fold each
 * when they come into view.
 */
export const islandComponents: Record<IslandName, () => Promise<Component>> = {
  header: async () => Header,
  languageToggle: async () => LanguageToggle,
  languageSuggestion: async () => LanguageSuggestion,
  toaster: () => import('../../shared/ui/toast/toaster').then((module) => module.Toaster),
  cookieBanner: async () => CookieBanner,
  cookieSettings: async () => CookieSettingsButton as Component,
  particles: () => import('./home-islands').then((module) => module.ParticleBackground),
  localTime: () => import('./home-islands').then((module) => module.LocalTimeCard),
  network: () => import('./home-islands').then((module) => module.NetworkCard),
  statistics: () => import('../../features/home/components/stats-band').then((module) => module.StatsBand),
  services: () => import('../../features/home/components/services-grid').then((module) => module.ServicesGrid),
  testimonials: () => import('../../features/home/components/testimonials').then((module) => module.Testimonials),
  documentationViewer: () => import('../../features/documentation/components/documentation-viewer').then((module) => module.DocumentationViewer as Component),
  notFound: () => import('../../features/errors/components/not-found').then((module) => module.NotFound as Component),
};
