import { normalizeLanguage } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router-dom';
import { localizeHref } from './site-language';

/** Turns a site path into the current language's address (`/services` → `/en/services` in English). */
export function useLocalizeHref(): (to: To) => To {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  return (to) => (typeof to === 'string' ? localizeHref(to, language) : to);
}

/** React Router's `Link`, to the page in the language being shown. */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalizeHref()(to)} {...props} />;
}

/** React Router's `NavLink`, to the page in the language being shown. */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalizeHref()(to)} {...props} />;
}
