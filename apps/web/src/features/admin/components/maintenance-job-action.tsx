import { useMutation } from '@apollo/client/react';
import { RequestMaintenanceJobDocument, type AdminMaintenanceTaskFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { Button } from '../../../shared/ui/button';
import { JobStatusBadge, useJobStatusLabel } from '../../../shared/ui/status-badge';
import { useToast } from '../../../shared/ui/toast/toast-context';

/** A task's job: the open one (to its page), or one created in one step, Pendiente with title, description and boat filled. */
export function MaintenanceJobAction({ task }: { task: AdminMaintenanceTaskFragment }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const statusLabel = useJobStatusLabel();
  const [requestJob, { loading }] = useMutation(RequestMaintenanceJobDocument);
  const job = task.job && task.job.status !== 'COMPLETED' && task.job.status !== 'CANCELLED' ? task.job : null;
  if (job) {
    return (
      <Link to={paths.admin.jobs.detail.getHref(job.id)} aria-label={t('maintenance.openJob', { status: statusLabel(job.status), title: task.title })}>
        <JobStatusBadge status={job.status} />
      </Link>
    );
  }

  async function create() {
    try {
      const result = await requestJob({ variables: { input: { taskId: task.id } } });
      toast({ title: t('maintenance.jobCreated', { title: result.data?.requestMaintenanceJob.job.title ?? task.title }) });
    } catch (error) {
      console.error('Creating the maintenance job failed', error);
      toast({ variant: 'destructive', title: t('maintenance.jobFailed') });
    }
  }

  return (
    <Button size="sm" variant="secondary" disabled={loading} onClick={() => void create()} aria-label={t('maintenance.createJobFor', { title: task.title })}>
      {t('maintenance.createJob')}
    </Button>
  );
}
