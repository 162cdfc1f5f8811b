import { useMutation } from '@apollo/client/react';
import { UpdateJobStatusDocument, type JobStatus } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { useJobStatusLabel } from '../../../../shared/ui/status-badge';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { actions } from '../common/actions.css';
import * as formStyles from '../common/form.css';

/** Moves the job to one of the statuses it may go to by hand, with a note for the customer. */
export function StatusChange({ jobId, nextStatuses }: { jobId: string; nextStatuses: JobStatus[] }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const statusLabel = useJobStatusLabel();
  const { errors, formError, save, refuse } = useFormErrors({ note: { max: 1000 } });
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [note, setNote] = useState('');
  const [update, { loading }] = useMutation(UpdateJobStatusDocument, { update: (cache) => void cache.evict({ fieldName: 'jobs' }) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!status) return void refuse({ status: t('jobs.chooseStatus') });
    await save(async () => {
      await update({ variables: { input: { jobId, status, note: note || undefined } } });
      toast({ title: t('jobs.statusChanged', { status: statusLabel(status) }), description: t('jobs.customerTold') });
      setStatus('');
      setNote('');
    });
  }

  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="job-status">
      <h2 id="job-status" className={cardTitle({ space: 'sm' })}>
        {t('jobs.changeStatus')}
      </h2>
      {nextStatuses.length === 0 ? (
        <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('jobs.final')}</p>
      ) : (
        <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <Field label={t('jobs.newStatus')} error={errors.status}>
            {(props) => (
              <select {...props} className={fieldStyles.input} value={status} onChange={(event) => setStatus(event.target.value as JobStatus)}>
                <option value="">{t('jobs.chooseStatus')}</option>
                {nextStatuses.map((option) => (
                  <option key={option} value={option}>
                    {statusLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('jobs.note')} error={errors.note} hint={t('jobs.noteHint')}>
            {(props) => <textarea {...props} className={fieldStyles.textarea} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />}
          </Field>
          <div className={actions}>
            <Button type="submit" disabled={loading}>
              {loading && <InlineSpinner />}
              {t('jobs.saveStatus')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
