import { useRouteLoaderData } from 'react-router-dom';

/** The site's public base URL, as the root route loaded it (app/root-loader.ts: `siteUrl`). */
export function useSiteUrl(): string {
  const root = useRouteLoaderData('root') as { siteUrl: string } | undefined;
  if (!root) throw new Error('useSiteUrl outside the root route');
  return root.siteUrl;
}
