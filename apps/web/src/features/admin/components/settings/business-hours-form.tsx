import { useMutation, useQuery } from '@apollo/client/react';
import { BusinessHoursDocument, UpdateBusinessHoursDocument, type BusinessHoursFieldsFragment } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner, Spinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { useFormErrors } from '../../lib/form-errors';
import { actions } from '../common/actions.css';
import * as styles from './business-hours-form.css';
import * as formStyles from '../common/form.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's name in a language (ISO 1 Monday … 7 Sunday): 5 January 1970 was a Monday. */
const weekdayName = (day: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(1970, 0, 4 + day)));

/** /admin/settings: the business hours, Palma time. VIP members' labour is at the normal rate within them, overtime outside; Silver's requests are priority within them. */
export function BusinessHoursForm() {
  const { t } = useTranslation('admin');
  const { data, error } = useQuery(BusinessHoursDocument, { fetchPolicy: 'network-only' });
  return (
    <section className={card({ padding: 'responsive' })} aria-labelledby="business-hours" data-testid="business-hours">
      <h2 id="business-hours" className={cardTitle({ space: 'sm' })}>
        {t('businessHours.title')}
      </h2>
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('businessHours.intro')}</p>
      {!data && !error && <Spinner label={t('businessHours.loading')} />}
      {!data && error && <ErrorAlert>{t('businessHours.loadError')}</ErrorAlert>}
      {data && <HoursForm initial={data.businessHours} />}
    </section>
  );
}

function HoursForm({ initial }: { initial: BusinessHoursFieldsFragment }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save, refuse } = useFormErrors();
  const [days, setDays] = useState<number[]>(initial.days);
  const [opens, setOpens] = useState(initial.opens);
  const [closes, setCloses] = useState(initial.closes);
  const [update, { loading }] = useMutation(UpdateBusinessHoursDocument);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (refuse(days.length ? {} : { days: t('businessHours.noDays') })) return;
    void save(async () => {
      await update({ variables: { input: { days, opens, closes } } });
      toast({ variant: 'success', title: t('businessHours.saved') });
    });
  }

  const toggle = (day: number, on: boolean) => setDays((previous) => (on ? [...previous, day].sort() : previous.filter((other) => other !== day)));
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={loading}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <fieldset className={formStyles.fieldset} aria-describedby={errors.days ? 'business-days-error' : undefined}>
        <legend className={formStyles.legend}>{t('businessHours.days')}</legend>
        <div className={styles.days}>
          {WEEKDAYS.map((day) => (
            <label key={day} className={formStyles.choice}>
              <input type="checkbox" name="days" value={day} checked={days.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />
              {weekdayName(day, i18n.language)}
            </label>
          ))}
        </div>
        {errors.days && (
          <p id="business-days-error" className={fieldStyles.error}>
            {errors.days}
          </p>
        )}
      </fieldset>
      <div className={formStyles.grid}>
        <Field label={t('businessHours.opens')} error={errors.opens}>
          {(props) => (
            <input
              {...props}
              type="time"
              name="opens"
              className={fieldStyles.input}
              value={opens}
              required
              onChange={(event) => setOpens(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('businessHours.closes')} error={errors.closes}>
          {(props) => (
            <input
              {...props}
              type="time"
              name="closes"
              className={fieldStyles.input}
              value={closes}
              required
              onChange={(event) => setCloses(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className={actions}>
        <Button type="submit" disabled={loading}>
          {loading && <InlineSpinner />}
          {t('businessHours.save')}
        </Button>
      </div>
    </form>
  );
}
