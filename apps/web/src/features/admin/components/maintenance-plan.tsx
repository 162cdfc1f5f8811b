import { useMutation } from '@apollo/client/react';
import { CreateMaintenanceTaskDocument, RemoveMaintenanceTaskDocument, UpdateMaintenanceTaskDocument, type AdminBoatMaintenanceFragment, type AdminMaintenanceTaskFragment } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaintenanceStateBadge, useDueText, useEquipmentCategoryLabel } from '../../../shared/boats/maintenance';
import { sprinkles } from '../../../shared/theme/sprinkles.css';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { titleRow } from '../../../shared/ui/title-row.css';
import { useToast } from '../../../shared/ui/toast/toast-context';
import { MaintenanceJobAction } from './maintenance-job-action';
import { MaintenanceTaskForm } from './maintenance-task-form';
import * as records from './record-list.css';
import { RunningHoursForm } from './running-hours-form';

/** A boat's maintenance plan: its running hours, each task with when it falls due and its job, edited in place or removed; and a new one. */
export function MaintenancePlan({ boat }: { boat: AdminBoatMaintenanceFragment }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const categoryLabel = useEquipmentCategoryLabel();
  const dueText = useDueText();
  const [createTask] = useMutation(CreateMaintenanceTaskDocument, {
    update(cache, { data }) {
      const created = data?.createMaintenanceTask.task;
      if (!created) return;
      cache.modify({
        id: cache.identify({ __typename: 'Boat', id: boat.id }),
        fields: { maintenanceTasks: (existing, { toReference }) => [...(Array.isArray(existing) ? existing : []), toReference({ __typename: 'MaintenanceTask', id: created.id })] },
      });
    },
  });
  const [updateTask] = useMutation(UpdateMaintenanceTaskDocument);
  const [removeTask] = useMutation(RemoveMaintenanceTaskDocument);
  const [form, setForm] = useState<'new' | AdminMaintenanceTaskFragment | null>(null);

  async function remove(task: AdminMaintenanceTaskFragment) {
    try {
      await removeTask({ variables: { input: { taskId: task.id } } });
      toast({ title: t('maintenance.removed', { title: task.title }) });
    } catch (error) {
      console.error('Removing the task failed', error);
      toast({ variant: 'destructive', title: t('form.failed') });
    }
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="maintenance-plan" data-testid="maintenance-plan">
      <div className={titleRow}>
        <h2 id="maintenance-plan" className={cardTitle({ space: 'sm' })}>
          {t('maintenance.planTitle')}
        </h2>
        {form === null && (
          <Button size="sm" variant="secondary" onClick={() => setForm('new')}>
            {t('maintenance.add')}
          </Button>
        )}
      </div>
      <RunningHoursForm boat={boat} />
      {form === 'new' && (
        <MaintenanceTaskForm
          equipment={boat.equipment}
          submitLabel={t('maintenance.create')}
          onCancel={() => setForm(null)}
          onSubmit={async (fields) => {
            await createTask({ variables: { input: { ...fields, boatId: boat.id } } });
            toast({ title: t('maintenance.created', { title: fields.title }) });
            setForm(null);
          }}
        />
      )}
      {boat.maintenanceTasks.length === 0 && form === null && <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('maintenance.empty')}</p>}
      <ul className={records.list}>
        {boat.maintenanceTasks.map((task) =>
          form !== null && form !== 'new' && form.id === task.id ? (
            <li key={task.id}>
              <MaintenanceTaskForm
                task={task}
                equipment={boat.equipment}
                submitLabel={t('form.save')}
                onCancel={() => setForm(null)}
                onSubmit={async (fields) => {
                  await updateTask({ variables: { input: { ...fields, id: task.id } } });
                  toast({ title: t('maintenance.saved', { title: fields.title }) });
                  setForm(null);
                }}
              />
            </li>
          ) : (
            <li key={task.id} className={records.row} data-testid="maintenance-task-row">
              <span className={records.rowTitle}>{task.title}</span>
              <span className={records.rowMeta}>
                {task.equipment ? `${categoryLabel(task.equipment.category)}: ${task.equipment.brand} ${task.equipment.model}` : t('maintenance.fields.wholeBoat')}
              </span>
              <span className={records.rowMeta} data-testid="maintenance-due">
                {t('maintenance.due', { due: dueText(task) })}
              </span>
              <span className={records.rowEnd}>
                <MaintenanceStateBadge state={task.state} />
                <MaintenanceJobAction task={task} />
                <Button size="sm" variant="ghost" onClick={() => setForm(task)} aria-label={t('maintenance.editNamed', { title: task.title })}>
                  {t('maintenance.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void remove(task)} aria-label={t('maintenance.removeNamed', { title: task.title })}>
                  {t('maintenance.remove')}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
