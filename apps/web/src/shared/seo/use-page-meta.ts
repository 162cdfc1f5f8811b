import { createContext, useContext, useEffect } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';
import type { PageMeta } from './page-meta';

/**
 * Where the server rendering collects the page's metadata while it renders, to write the
 * `<head>` of the HTML it sends (entry-server.tsx). Absent in the browser.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The page's metadata: handed to the server's `<head>` while rendering there; in the browser the
 * document title ("Page | Brand") and `<meta name="description">` follow it (effects only).
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  useContext(PageMetaSink)?.(meta);
  useDocumentTitle(title);
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [description]);
}
