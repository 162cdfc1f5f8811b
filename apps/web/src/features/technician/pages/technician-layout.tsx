import type { Language } from '@mmt/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { shellNamespaces } from '../../../shared/i18n/page-texts';
import { publicData } from '../../../shared/public-data/public-data';
import { registerServiceWorker, whenFirstControlled } from '../lib/service-worker';
import { refetchTechnicianQueries } from '../lib/technician-query';

/** /technician/*: the technician's installable app, which opens with no signal (lib/service-worker.ts). */
export function Component() {
  const { i18n } = useTranslation();
  useEffect(() => registerServiceWorker(i18n.language), [i18n.language]);
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
