import { useMutation } from '@apollo/client/react';
import { RecordRunningHoursDocument, type AdminBoatMaintenanceFragment, type AdminEquipmentFragment } from '@mmt/graphql';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { hourMetersOf, useHourMeterText, type HourMeter } from '../../../../shared/boats/maintenance';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import * as formStyles from '../common/form.css';
import * as styles from './running-hours-form.css';

/** The boat's running hours per engine and generator (and its own meter when it has no engine in the register), each entered by hand on its own. */
export function RunningHoursForm({ boat }: { boat: AdminBoatMaintenanceFragment }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby={`${boat.id}-running-hours`} className={styles.meters} data-testid="running-hours">
      <h3 id={`${boat.id}-running-hours`} className={sprinkles({ fontSize: 'md', fontWeight: 'bold' })}>
        {t('runningHours.title')}
      </h3>
      {hourMetersOf(boat).map((meter) => (
        <HourMeterForm key={meter.equipment?.id ?? 'boat'} boatId={boat.id} meter={meter} />
      ))}
    </section>
  );
}

/** One meter: its reading (from the device or by hand) and a new one; a lower one only for a replaced engine or hour meter. */
function HourMeterForm({ boatId, meter }: { boatId: string; meter: HourMeter<AdminEquipmentFragment> }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const text = useHourMeterText();
  const titleId = useId();
  const { errors, formError, save } = useFormErrors({ hours: { min: 0 } });
  const [recordRunningHours, { loading }] = useMutation(RecordRunningHoursDocument);
  const [hours, setHours] = useState('');
  const [replaced, setReplaced] = useState(false);
  const name = text.name(meter);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(async () => {
      await recordRunningHours({
        variables: { input: { boatId, equipmentId: meter.equipment?.id ?? null, hours: Number(hours.replace(',', '.')), replaced } },
      });
      toast({ title: t('runningHours.saved') });
      setHours('');
      setReplaced(false);
    });
  }

  return (
    <form className={styles.meter} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId} data-testid="hour-meter">
      <p className={styles.name}>
        <strong id={titleId}>{name}</strong>
        <br />
        <span className={sprinkles({ color: 'muted', fontSize: 'sm' })} data-testid="hour-meter-reading">
          {text.reading(meter)}
        </span>
      </p>
      <Field label={t('runningHours.hours')} error={errors.hours}>
        {(props) => (
          <input
            {...props}
            className={fieldStyles.input}
            inputMode="decimal"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            aria-label={t('runningHours.hoursOf', { name })}
          />
        )}
      </Field>
      <label className={formStyles.choice}>
        <input type="checkbox" checked={replaced} onChange={(event) => setReplaced(event.target.checked)} />
        {t('runningHours.replaced')}
      </label>
      <Button type="submit" size="sm" disabled={loading}>
        {loading && <InlineSpinner />}
        {t('runningHours.save')}
      </Button>
      {formError && (
        <div className={styles.wide}>
          <ErrorAlert>{formError}</ErrorAlert>
        </div>
      )}
    </form>
  );
}
