import { useMutation } from '@apollo/client/react';
import { UpdateJobStatusDocument, type JobStatus, type RemainingVisits, type VisitState } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visitWindow } from '../../../../shared/format/visit-time';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { useJobStatusLabel } from '../../../../shared/ui/status-badge';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { stillToDo } from '../../lib/calendar-layout';
import { useFormErrors } from '../../lib/form-errors';
import { actions } from '../common/actions.css';
import * as formStyles from '../common/form.css';

type JobVisit = { id: string; state: VisitState; startsAt: string; endsAt: string };

/**
 * Moves the job to one of the statuses it may go to by hand, with a note for the customer.
 * Completing or cancelling it with visits not finished asks what happens to them (cancel them,
 * or, completing, keep them booked): never decided silently.
 */
export function StatusChange({ jobId, nextStatuses, visits }: { jobId: string; nextStatuses: JobStatus[]; visits: readonly JobVisit[] }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const statusLabel = useJobStatusLabel();
  const { errors, formError, save, refuse } = useFormErrors({ note: { max: 1000 } });
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [note, setNote] = useState('');
  const [remainingVisits, setRemainingVisits] = useState<RemainingVisits | ''>('');
  const [update, { loading }] = useMutation(UpdateJobStatusDocument, {
    update: (cache) => void cache.evict({ fieldName: 'jobs' }),
    refetchQueries: ['AdminJob'],
  });
  const remaining = visits.filter(stillToDo);
  const closing = status === 'COMPLETED' || status === 'CANCELLED';
  const asking = closing && remaining.length > 0;
  // Kept visits are still worked aboard: only a completed job's, a cancelled job has no more work.
  const choices: RemainingVisits[] = status === 'COMPLETED' ? ['CANCEL', 'KEEP'] : ['CANCEL'];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!status) return void refuse({ status: t('jobs.chooseStatus') });
    const choice = asking && choices.includes(remainingVisits as RemainingVisits) ? (remainingVisits as RemainingVisits) : undefined;
    if (asking && !choice) return void refuse({ remainingVisits: t('validation.remainingVisitsChoice') });
    await save(async () => {
      await update({ variables: { input: { jobId, status, note: note || undefined, remainingVisits: choice } } });
      toast({ title: t('jobs.statusChanged', { status: statusLabel(status) }), description: t('jobs.customerTold') });
      setStatus('');
      setNote('');
      setRemainingVisits('');
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
          {asking && (
            <fieldset className={formStyles.fieldset} aria-describedby={errors.remainingVisits ? 'remaining-visits-error' : undefined}>
              <legend className={formStyles.legend}>
                {t('jobs.remaining.question', { count: remaining.length, visits: remaining.map((visit) => visitWindow(visit, i18n.language)).join('; ') })}
              </legend>
              {choices.map((option) => (
                <label key={option} className={formStyles.choice}>
                  <input type="radio" name="remaining-visits" value={option} checked={remainingVisits === option} onChange={() => setRemainingVisits(option)} />
                  {t(`jobs.remaining.${option}`, { count: remaining.length })}
                </label>
              ))}
              {errors.remainingVisits && (
                <p id="remaining-visits-error" className={fieldStyles.error}>
                  {errors.remainingVisits}
                </p>
              )}
            </fieldset>
          )}
          <Field label={t('jobs.note')} error={errors.note} hint={t('jobs.noteHint')}>
            {(props) => (
              <textarea {...props} className={fieldStyles.textarea} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
            )}
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
