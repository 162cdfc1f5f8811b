import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../../features/auth';
import { darkThemeClass } from '../../shared/theme/theme.css';
import { ToastProvider } from '../../shared/ui/toast/toast-provider';

/** Theme, translations, toasts and the session, around the router (the layout shows the toasts). */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <div className={darkThemeClass}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </I18nextProvider>
    </div>
  );
}
