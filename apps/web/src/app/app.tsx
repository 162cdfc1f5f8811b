import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router';

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createAppRouter(i18n));
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
