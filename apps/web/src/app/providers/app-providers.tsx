import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../../features/auth';
import { darkThemeClass } from '../../shared/theme/theme.css';
import { takeLeftToast } from '../../shared/ui/toast/left-toast';
import { useToast } from '../../shared/ui/toast/toast-context';
import { ToastProvider } from '../../shared/ui/toast/toast-provider';

/** Theme, translations, toasts and the session, around the router (the layout shows the toasts). */
export function AppProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <div className={darkThemeClass}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <LeftToast />
          <SessionProvider>{children}</SessionProvider>
        </ToastProvider>
      </I18nextProvider>
    </div>
  );
}

/** The toast the previous page left as it loaded the application (the sign-in page's "signed in"). */
function LeftToast() {
  const { toast } = useToast();
  useEffect(() => {
    const left = takeLeftToast();
    if (left) toast(left);
  }, [toast]);
  return null;
}
