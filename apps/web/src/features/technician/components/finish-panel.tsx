import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { ErrorAlert, WarningAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { InlineSpinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/toast/toast-context';
import * as styles from './field-app.css';
import type { VisitActions } from '../lib/use-visit-actions';
import { failureKey } from './visit-texts';

/**
 * Finishing: whether it completes the job is a deliberate choice, nothing ticked beforehand; when
 * another visit of the job is booked it is named, and completing the job says it calls it off.
 */
export function FinishPanel({ nextVisitAt, actions, onCancel }: { nextVisitAt: string | null; actions: VisitActions; onCancel: () => void }) {
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const [choice, setChoice] = useState<'visit' | 'job' | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const next = nextVisitAt && formatDateTime(nextVisitAt);
  async function finish() {
    if (!choice) return setInvalid(true);
    setBusy(true);
    try {
      await actions.finish(choice === 'job');
      toast({ title: t(choice === 'job' ? 'technician.work.jobCompleted' : 'technician.work.visitFinished') });
    } catch (cause) {
      setFailure(cause);
    } finally {
      setBusy(false);
    }
  }
  const options: ['visit' | 'job', string][] = [
    ['visit', next ? t('technician.work.onlyThisVisitNext', { date: next }) : t('technician.work.onlyThisVisit')],
    ['job', t('technician.work.completesJob')],
  ];
  return (
    <fieldset className={styles.stacked} data-testid="finish-choice">
      <legend className={styles.legend}>{t('technician.work.finishChoice')}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={styles.choice}>
          <input type="radio" name="finish-choice" value={value} checked={choice === value} onChange={() => (setChoice(value), setInvalid(false))} />
          {label}
        </label>
      ))}
      {choice === 'job' && next && <WarningAlert>{t('technician.work.completesJobWarning', { date: next })}</WarningAlert>}
      {invalid && <ErrorAlert>{t('technician.work.chooseFinish')}</ErrorAlert>}
      {failure !== undefined && <ErrorAlert>{t(failureKey(failure))}</ErrorAlert>}
      <div className={styles.choices}>
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('technician.work.cancel')}
        </Button>
        <Button size="lg" onClick={() => void finish()} disabled={busy}>
          {busy && <InlineSpinner />}
          {t('technician.work.confirmFinish')}
        </Button>
      </div>
    </fieldset>
  );
}
