import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';

export function App({ i18n, router }: { i18n: I18n; router: DataRouter }) {
  // A served page is visible before it answers clicks: `data-app-ready` on <html> says it now does
  // (the browser tests wait for it, as a person waits for a page to finish loading).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
