import { useTranslation } from 'react-i18next';
import { badge } from '../../../../shared/ui/status-badge.css';

/** Active (green), invited but without a password yet (blue), or deactivated (grey). */
export function ClientStateBadge({ client }: { client: { active: boolean; hasPassword: boolean } }) {
  const { t } = useTranslation('admin');
  if (!client.active) return <span className={badge({ tone: 'gray' })}>{t('clients.state.inactive')}</span>;
  if (!client.hasPassword) return <span className={badge({ tone: 'blue' })}>{t('clients.state.invited')}</span>;
  return <span className={badge({ tone: 'green' })}>{t('clients.state.active')}</span>;
}
