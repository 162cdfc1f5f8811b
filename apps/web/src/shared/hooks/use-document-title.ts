import { useContext, useEffect } from 'react';
import { CompanyContext } from '../company/company';
import { fullTitle } from '../seo/page-meta';

/** Sets `<title>` to "Page | Brand" (spec §3: titles carry a company-name suffix); the page alone where the details are not loaded. */
export function useDocumentTitle(title: string | undefined): void {
  const brand = useContext(CompanyContext)?.brandName;
  useEffect(() => {
    document.title = fullTitle(title, brand);
  }, [title, brand]);
}
