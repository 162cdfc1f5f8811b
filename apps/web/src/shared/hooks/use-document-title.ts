import { company } from '@mmt/company';
import { useEffect } from 'react';

/** Sets `<title>` to "Page | Brand" (spec §3: titles carry a company-name suffix). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${company.brandName}` : company.brandName;
  }, [title]);
}
