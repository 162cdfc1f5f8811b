import { company } from '@mmt/company';
import { useEffect } from 'react';
import { fullTitle, type PageMeta } from './page-meta';

/**
 * Sets the document title ("Page | Brand") and `<meta name="description">`
 * from a page's metadata; runs in an effect only (safe on the server).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = fullTitle(title, company.brandName);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
