import { useMutation } from '@apollo/client/react';
import {
  CreateMaintenanceTaskDocument,
  RemoveMaintenanceTaskDocument,
  UpdateMaintenanceTaskDocument,
  type AdminBoatMaintenanceFragment,
  type AdminMaintenanceTaskFragment,
} from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { MaintenanceStateBadge, useDueText, useEquipmentName, useTaskTitle } from '../../../../shared/boats/maintenance';
import { Button } from '../../../../shared/ui/button';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useRowAction } from '../../lib/row-action';
import { EditableRecords } from '../common/editable-records';
import { MaintenanceJobAction } from './maintenance-job-action';
import { MaintenanceTaskForm } from './maintenance-task-form';
import * as records from '../common/record-list.css';
import { RunningHoursForm } from './running-hours-form';

/** A boat's maintenance plan: its running hours, each task with when it falls due and its job, edited in place or removed; and a new one. */
export function MaintenancePlan({ boat }: { boat: AdminBoatMaintenanceFragment }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const equipmentName = useEquipmentName();
  const dueText = useDueText();
  const taskTitle = useTaskTitle();
  const [createTask] = useMutation(CreateMaintenanceTaskDocument, {
    update(cache, { data }) {
      const created = data?.createMaintenanceTask.task;
      if (!created) return;
      cache.modify({
        id: cache.identify({ __typename: 'Boat', id: boat.id }),
        fields: {
          maintenanceTasks: (existing, { toReference }) => [
            ...(Array.isArray(existing) ? existing : []),
            toReference({ __typename: 'MaintenanceTask', id: created.id }),
          ],
        },
      });
    },
  });
  const [updateTask] = useMutation(UpdateMaintenanceTaskDocument);
  const [removeTask] = useMutation(RemoveMaintenanceTaskDocument);
  const rowAction = useRowAction();
  const remove = (task: AdminMaintenanceTaskFragment) =>
    rowAction(() => removeTask({ variables: { input: { taskId: task.id } } }), t('maintenance.removed', { title: taskTitle(task) }));

  return (
    <EditableRecords
      id="maintenance-plan"
      testId="maintenance-plan"
      title={t('maintenance.planTitle')}
      addLabel={t('maintenance.add')}
      empty={t('maintenance.empty')}
      items={boat.maintenanceTasks}
      renderForm={(task, close) => (
        <MaintenanceTaskForm
          task={task}
          equipment={boat.equipment}
          submitLabel={task ? t('form.save') : t('maintenance.create')}
          onCancel={close}
          onSubmit={async (fields) => {
            if (task) await updateTask({ variables: { input: { ...fields, id: task.id } } });
            else await createTask({ variables: { input: { ...fields, boatId: boat.id } } });
            toast({ title: t(task ? 'maintenance.saved' : 'maintenance.created', { title: fields.title }) });
            close();
          }}
        />
      )}
      renderRow={(task, edit) => (
        <li key={task.id} className={records.row} data-testid="maintenance-task-row">
          <span className={records.rowTitle}>{taskTitle(task)}</span>
          <span className={records.rowMeta}>{task.equipment ? equipmentName(task.equipment) : t('maintenance.fields.wholeBoat')}</span>
          <span className={records.rowMeta} data-testid="maintenance-due">
            {t('maintenance.due', { due: dueText(task) })}
          </span>
          <span className={records.rowEnd}>
            <MaintenanceStateBadge state={task.state} />
            <MaintenanceJobAction task={task} />
            <Button size="sm" variant="ghost" onClick={edit} aria-label={t('maintenance.editNamed', { title: taskTitle(task) })}>
              {t('maintenance.edit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void remove(task)} aria-label={t('maintenance.removeNamed', { title: taskTitle(task) })}>
              {t('maintenance.remove')}
            </Button>
          </span>
        </li>
      )}
    >
      <RunningHoursForm boat={boat} />
    </EditableRecords>
  );
}
