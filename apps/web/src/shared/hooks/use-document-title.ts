import { company } from '@mmt/company';
import { useEffect } from 'react';
import { fullTitle } from '../seo/page-meta';

/** Sets `<title>` to "Page | Brand" (spec §3: titles carry a company-name suffix). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = fullTitle(title, company.brandName);
  }, [title]);
}
