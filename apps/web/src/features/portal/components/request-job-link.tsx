import type { BoatAlertsFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { button } from '../../../shared/ui/button-class';

/** 'Solicitar un trabajo' about the boat's open alerts: the job request form for the boat, filled from them. */
export function RequestJobLink({ boat, className }: { boat: BoatAlertsFragment; className: string }) {
  const { t } = useTranslation('portal');
  const href = paths.app.jobRequest.getHref({ boat: boat.id, alerts: boat.openAlerts.map((alert) => alert.id) });
  return (
    <Link to={href} className={`${button({ variant: 'secondary', size: 'sm' })} ${className}`}>
      {t('alerts.requestJob')}
    </Link>
  );
}
