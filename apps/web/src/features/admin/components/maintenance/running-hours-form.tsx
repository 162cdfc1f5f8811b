import { useMutation } from '@apollo/client/react';
import { RecordRunningHoursDocument, type AdminBoatMaintenanceFragment } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../../shared/format/format';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { actions } from '../common/actions.css';
import * as formStyles from '../common/form.css';

/** The boat's running hours (from its device or by hand) and a reading entered by hand; a lower one only for a replaced engine or hour meter. */
export function RunningHoursForm({ boat }: { boat: AdminBoatMaintenanceFragment }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ hours: { min: 0 } });
  const [recordRunningHours, { loading }] = useMutation(RecordRunningHoursDocument);
  const [hours, setHours] = useState('');
  const [replaced, setReplaced] = useState(false);
  const current = boat.runningHours;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(async () => {
      await recordRunningHours({ variables: { input: { boatId: boat.id, hours: Number(hours.replace(',', '.')), replaced } } });
      toast({ title: t('runningHours.saved') });
      setHours('');
      setReplaced(false);
    });
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('runningHours.save')}>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })} data-testid="running-hours">
        {current
          ? t(current.origin === 'DEVICE' ? 'runningHours.fromDevice' : 'runningHours.byHand', {
              hours: formatNumber(current.hours, i18n.language),
              source: current.source,
              time: formatDateTime(current.recordedAt),
            })
          : t('runningHours.none')}
      </p>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <div className={formStyles.grid}>
        <Field label={t('runningHours.hours')} error={errors.hours}>
          {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} />}
        </Field>
        <label className={formStyles.choice}>
          <input type="checkbox" checked={replaced} onChange={(event) => setReplaced(event.target.checked)} />
          {t('runningHours.replaced')}
        </label>
      </div>
      <div className={actions}>
        <Button type="submit" size="sm" disabled={loading}>
          {loading && <InlineSpinner />}
          {t('runningHours.save')}
        </Button>
      </div>
    </form>
  );
}
