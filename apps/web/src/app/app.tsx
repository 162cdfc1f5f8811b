import type { i18n as I18n } from 'i18next';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';

export function App({ i18n, router }: { i18n: I18n; router: DataRouter }) {
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
