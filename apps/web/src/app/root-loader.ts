import type { Company } from '@mmt/company';
import type { i18n as I18n } from 'i18next';
import type { ShouldRevalidateFunction } from 'react-router-dom';
import { shellNamespaces } from '../shared/i18n/page-texts';
import { loadTexts } from '../shared/i18n/texts';
import { publicData, siteUrl } from '../shared/public-data/public-data';

export interface RootData {
  company: Company;
  /** The site's public base URL, for absolute addresses the page prints. */
  siteUrl: string;
}

/** The root route's loader: the shell's texts and the company's details, before the first paint. */
export function rootLoader(i18n: I18n) {
  return async ({ request }: { request: Request }): Promise<RootData> => {
    const [company] = await Promise.all([publicData().companyDetails(request.signal), loadTexts(i18n, shellNamespaces)]);
    return { company, siteUrl: siteUrl() };
  };
}

/** Loaded once per page load; again only when asked (`useRevalidator`, after the settings are saved). */
export const revalidateRootOnlyWhenAsked: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href === nextUrl.href && defaultShouldRevalidate;
