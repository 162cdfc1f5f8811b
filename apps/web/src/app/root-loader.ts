import type { Company } from '@mmt/company';
import type { SiteTextNamespace } from '@mmt/i18n';
import type { i18n as I18n } from 'i18next';
import type { ShouldRevalidateFunction } from 'react-router-dom';
import { fetchCompany } from '../shared/company/company';
import { loadTexts } from '../shared/i18n/texts';

/** The texts every page shows (header, footer, cookie banner, error screens, shared words). */
export const shellNamespaces = ['common', 'layout', 'errors', 'cookies'] as const satisfies readonly SiteTextNamespace[];

export interface RootData {
  company: Company;
}

/** The root route's loader: the shell's texts and the company's details, before the first paint. */
export function rootLoader(i18n: I18n) {
  return async ({ request }: { request: Request }): Promise<RootData> => {
    const [company] = await Promise.all([fetchCompany(request.signal), loadTexts(i18n, shellNamespaces)]);
    return { company };
  };
}

/** Loaded once per page load; again only when asked (`useRevalidator`, after the settings are saved). */
export const revalidateRootOnlyWhenAsked: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href === nextUrl.href && defaultShouldRevalidate;
