import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { registerServiceWorker } from '../lib/service-worker';

/** /technician/*: the technician's installable app, which opens with no signal (lib/service-worker.ts). */
export function Component() {
  const { i18n } = useTranslation();
  useEffect(() => registerServiceWorker(i18n.language), [i18n.language]);
  return <Outlet />;
}
