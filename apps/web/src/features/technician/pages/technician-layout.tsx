import type { Language } from '@mmt/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { shellNamespaces } from '../../../shared/i18n/page-texts';
import { publicData } from '../../../shared/public-data/public-data';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { queueWaiting } from '../lib/queue-waiting';
import { onFlushAsked, registerServiceWorker, whenFirstControlled } from '../lib/service-worker';
import { refetchTechnicianQueries } from '../lib/technician-query';

/** /technician/*: the technician's installable app, which opens with no signal (lib/service-worker.ts). */
export function Component() {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  useEffect(() => registerServiceWorker(i18n.language), [i18n.language]);
  // What waits on the phone goes from any screen of the app, not only a visit's (which sends it too:
  // one send at a time): when the app opens, and when Background Sync says the signal is back. Its
  // code loads then, so the first load stays small.
  useEffect(() => {
    const send = () =>
      navigator.onLine &&
      queueWaiting.any() &&
      void import('../lib/send-queue').then(({ flush }) =>
        flush((item) => toast({ title: t('technician.queueRefused', { what: item.label }), variant: 'destructive' })),
      );
    send();
    return onFlushAsked(send);
  }, [t, toast]);
  useEffect(
    () =>
      whenFirstControlled(() => {
        // The reads of this page's start (app/root-loader.ts: the company, the shell's texts) and its screens', as they were made.
        void publicData()
          .companyDetails()
          .catch(() => undefined);
        void publicData()
          .siteTexts(i18n.language as Language, [...shellNamespaces].sort())
          .catch(() => undefined);
        void refetchTechnicianQueries();
      }),
    [i18n],
  );
  return <Outlet />;
}
