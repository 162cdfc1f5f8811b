import type { ComponentType } from 'react';
import type { IslandName } from '../../shared/islands/island-catalog';

/** Each island's component, loaded when its island hydrates (a page loads only the ones it has). */
export const islandComponents: Record<IslandName, () => Promise<ComponentType<Record<string, unknown>>>> = {
  header: () => import('../layouts/header').then((module) => module.Header),
  languageToggle: () => import('../../shared/ui/language-toggle').then((module) => module.LanguageToggle),
  languageSuggestion: () => import('../../features/language-suggestion').then((module) => module.LanguageSuggestion),
  toaster: () => import('../../shared/ui/toast/toaster').then((module) => module.Toaster),
  cookieBanner: () => import('../../features/cookie-consent').then((module) => module.CookieBanner),
  cookieSettings: () => import('../layouts/legal-links').then((module) => module.CookieSettingsButton as ComponentType<Record<string, unknown>>),
  particles: () => import('../../features/home/particles/particle-background').then((module) => module.ParticleBackground),
  localTime: () => import('../../features/home/components/local-time-card').then((module) => module.LocalTimeCard),
  network: () => import('../../features/home/components/network-card').then((module) => module.NetworkCard),
  statistics: () => import('../../features/home/components/stats-band').then((module) => module.StatsBand),
  services: () => import('../../features/home/components/services-grid').then((module) => module.ServicesGrid),
  testimonials: () => import('../../features/home/components/testimonials').then((module) => module.Testimonials),
};
