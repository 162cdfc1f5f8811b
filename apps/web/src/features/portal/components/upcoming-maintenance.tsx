import { useMutation } from '@apollo/client/react';
import { RequestMaintenanceJobDocument, type UpcomingMaintenanceFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  hourMetersOf,
  MaintenanceStateBadge,
  openTaskJob,
  useDueText,
  useEquipmentCategoryLabel,
  useHourMeterText,
  useTaskTitle,
} from '../../../shared/boats/maintenance';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import * as styles from './boat-equipment.css';

type Task = UpcomingMaintenanceFragment['maintenanceTasks'][number];

/** 'Upcoming maintenance': the boat's planned tasks, soonest first, and a due one asked for as a job in one step (as with alerts). */
export function UpcomingMaintenance({ boat }: { boat: UpcomingMaintenanceFragment }) {
  const { t } = useTranslation('portal');
  const meterText = useHourMeterText();
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

  // Running hours matter once a meter has a reading: each engine's own, listed per engine.
  const meters = hourMetersOf(boat).filter((meter) => meter.reading);
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="upcoming-maintenance-title" data-testid="upcoming-maintenance">
      <h2 id="upcoming-maintenance-title" className={cardTitle({ space: 'sm' })}>
        {t('maintenance.title')}
      </h2>
      {meters.length > 0 && (
        <div className={styles.meters} data-testid="running-hours">
          <h3 className={styles.subtitle}>{t('maintenance.hoursTitle')}</h3>
          <ul className={styles.list}>
            {meters.map((meter) => (
              <li key={meter.equipment?.id ?? 'boat'} className={styles.item} data-testid="hour-meter">
                <strong>{meterText.name(meter)}</strong>
                <span className={styles.muted}>{meterText.reading(meter)}</span>
              </li>
            ))}
          </ul>
        </div>
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
                {task.equipment && `${[categoryLabel(task.equipment.category), task.equipment.brand, task.equipment.location].filter(Boolean).join(' · ')} · `}
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
