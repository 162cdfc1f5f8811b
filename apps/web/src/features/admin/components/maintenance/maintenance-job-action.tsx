import { useMutation } from '@apollo/client/react';
import { RequestMaintenanceJobDocument, type AdminMaintenanceTaskFragment } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useTaskTitle } from '../../../../shared/boats/maintenance';
import { paths } from '../../../../shared/paths';
import { Button } from '../../../../shared/ui/button';
import { JobStatusBadge, useJobStatusLabel } from '../../../../shared/ui/status-badge';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { actions } from '../common/actions.css';
import type { QuoteDraft } from '../jobs/quote-form';

/**
 * A task's job: the open one (to its page), or one created in one step, Pendiente with title, description
 * and boat filled; or created with a quote to write, its first line the task.
 */
export function MaintenanceJobAction({ task }: { task: AdminMaintenanceTaskFragment }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const statusLabel = useJobStatusLabel();
  const navigate = useNavigate();
  const title = useTaskTitle()(task);
  const [requestJob, { loading }] = useMutation(RequestMaintenanceJobDocument);
  const job = task.job && task.job.status !== 'COMPLETED' && task.job.status !== 'CANCELLED' ? task.job : null;
  if (job) {
    return (
      <Link to={paths.admin.jobs.detail.getHref(job.id)} aria-label={t('maintenance.openJob', { status: statusLabel(job.status), title })}>
        <JobStatusBadge status={job.status} />
      </Link>
    );
  }

  /** Creates the job; a quote goes on to its page with the task as the quote's first line. */
  async function create(then: 'stay' | 'quote') {
    try {
      const result = await requestJob({ variables: { input: { taskId: task.id } } });
      const created = result.data?.requestMaintenanceJob.job;
      toast({ title: t('maintenance.jobCreated', { title: created?.title ?? title }) });
      if (then === 'quote' && created) {
        // The job's title: the task's in its owner's language (the quote is theirs).
        const draft: QuoteDraft = { firstLine: created.title };
        await navigate(paths.admin.jobs.detail.getHref(created.id), { state: draft });
      }
    } catch (error) {
      console.error('Creating the maintenance job failed', error);
      toast({ variant: 'destructive', title: t('maintenance.jobFailed') });
    }
  }

  return (
    <span className={actions}>
      <Button size="sm" variant="secondary" disabled={loading} onClick={() => void create('stay')} aria-label={t('maintenance.createJobFor', { title })}>
        {t('maintenance.createJob')}
      </Button>
      <Button size="sm" variant="ghost" disabled={loading} onClick={() => void create('quote')} aria-label={t('maintenance.createQuoteFor', { title })}>
        {t('maintenance.createQuote')}
      </Button>
    </span>
  );
}
