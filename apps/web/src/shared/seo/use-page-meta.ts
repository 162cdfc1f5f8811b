import { useEffect } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { PageMeta } from './page-meta';

/**
 * Sets the document title ("Page | Brand") and `<meta name="description">`
 * from a page's metadata; runs in effects only (safe on the server).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useDocumentTitle(title);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}
