import { useTranslation } from 'react-i18next';
import { badge } from '../../../../shared/ui/status-badge.css';

/** A VIP member's priority (Gold at any hour, Silver in business hours), wherever the admins meet it: the desk, the jobs list, the schedule. */
export function PriorityBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className={badge({ tone: 'yellow' })} data-testid="priority-badge">
      {t('jobs.priority')}
    </span>
  );
}
