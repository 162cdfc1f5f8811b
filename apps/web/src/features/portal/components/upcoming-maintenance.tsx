import { useMutation } from '@apollo/client/react';
import { RequestMaintenanceJobDocument, type UpcomingMaintenanceFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MaintenanceStateBadge, openTaskJob, useDueText, useEquipmentCategoryLabel, useTaskTitle } from '../../../shared/boats/maintenance';
import { formatDateTime, formatNumber } from '../../../shared/format/format';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import * as styles from './boat-equipment.css';

type Task = UpcomingMaintenanceFragment['maintenanceTasks'][number];

/** 'Upcoming maintenance': the boat's planned tasks, soonest first, and a due one asked for as a job in one step (as with alerts). */
export function UpcomingMaintenance({ boat }: { boat: UpcomingMaintenanceFragment }) {
  const { t, i18n } = useTranslation('portal');
  const { toast } = useToast();
  const categoryLabel = useEquipmentCategoryLabel();
  const dueText = useDueText();
  const taskTitle = useTaskTitle();
  const [requestJob, { loading }] = useMutation(RequestMaintenanceJobDocument);

  async function request(task: Task) {
    try {
      const result = await requestJob({ variables: { input: { taskId: task.id } } });
      toast({ title: t('maintenance.requested', { title: result.data?.requestMaintenanceJob.job.title ?? taskTitle(task) }) });
    } catch (error) {
      console.error('Requesting the maintenance job failed', error);
      toast({ variant: 'destructive', title: t('maintenance.requestFailed') });
    }
  }

  const hours = boat.runningHours;
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="upcoming-maintenance-title" data-testid="upcoming-maintenance">
      <h2 id="upcoming-maintenance-title" className={cardTitle({ space: 'sm' })}>
        {t('maintenance.title')}
      </h2>
      {hours && (
        <p className={styles.muted} data-testid="running-hours">
          {t('maintenance.runningHours', { hours: formatNumber(hours.hours, i18n.language) })} ·{' '}
          {hours.origin === 'DEVICE'
            ? t('maintenance.hoursFromDevice', { source: hours.source, time: formatDateTime(hours.recordedAt) })
            : t('maintenance.hoursByHand', { time: formatDateTime(hours.recordedAt) })}
        </p>
      )}
      {boat.maintenanceTasks.length === 0 && <p className={styles.muted}>{t('maintenance.empty')}</p>}
      <ul className={styles.list}>
        {boat.maintenanceTasks.map((task) => {
          const job = openTaskJob(task);
          return (
            <li key={task.id} className={styles.item} data-testid="maintenance-task">
              <div className={styles.heading}>
                <strong>{taskTitle(task)}</strong>
                <MaintenanceStateBadge state={task.state} />
              </div>
              <p className={styles.muted}>
                {task.equipment && `${categoryLabel(task.equipment.category)} · ${task.equipment.brand} · `}
                {t('maintenance.due', { due: dueText(task) })}
              </p>
              {job ? (
                <Link to={paths.app.jobs.detail.getHref(job.id)} className={styles.action}>
                  {t('maintenance.viewJob')}
                </Link>
              ) : (
                task.state !== 'OK' && (
                  <Button size="sm" variant="secondary" className={styles.action} disabled={loading} onClick={() => void request(task)}>
                    {t('maintenance.requestJob')}
                  </Button>
                )
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
