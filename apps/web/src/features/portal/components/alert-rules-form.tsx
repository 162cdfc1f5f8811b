import { useMutation } from '@apollo/client/react';
import { ResetBoatAlertRulesDocument, UpdateBoatAlertRulesDocument, type AlertKind, type AlertRulesFormFragment } from '@mmt/graphql';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../shared/graphql/field-errors';
import { formatNumber } from '../../../shared/format/format';
import { ErrorAlert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/toast/toast-context';
import * as styles from './alert-rules-form.css';
import { card, cardTitle } from '../../../shared/ui/card.css';

type Rule = AlertRulesFormFragment['alertRules'][number];
/** What the form holds of a rule: the threshold as typed. */
type Draft = Record<AlertKind, { enabled: boolean; threshold: string }>;

/** The input field of updateBoatAlertRules each rule goes in (its field errors are `<field>.threshold`). */
const INPUT_FIELD: Record<AlertKind, 'lowBattery' | 'highTemperature' | 'highHumidity' | 'noData'> = {
  LOW_BATTERY: 'lowBattery',
  HIGH_TEMPERATURE: 'highTemperature',
  HIGH_HUMIDITY: 'highHumidity',
  NO_DATA: 'noData',
};

const draftOf = (rules: readonly Rule[]) =>
  Object.fromEntries(rules.map((rule) => [rule.kind, { enabled: rule.enabled, threshold: String(rule.threshold) }])) as Draft;

/**
 * The boat's alert rules: each on or off, with its threshold. Until the owner edits, it shows the
 * rules as the server has them (the page's polling included); from the first edit it holds what was
 * typed, kept as typed when the server refuses it, with the reason under each field.
 */
export function AlertRulesForm({ boat }: { boat: AlertRulesFormFragment }) {
  const { t, i18n } = useTranslation(['portal', 'errors']);
  const { toast } = useToast();
  const headingId = useId();
  const formErrorId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { loading: saving }] = useMutation(UpdateBoatAlertRulesDocument);
  const [reset, { loading: resetting }] = useMutation(ResetBoatAlertRulesDocument);
  const shown = draft ?? draftOf(boat.alertRules);
  const unit = (kind: AlertKind) => (kind === 'NO_DATA' ? t('rules.units.hours') : kind === 'HIGH_TEMPERATURE' ? '°C' : '%');

  function edit(kind: AlertKind, change: Partial<Draft[AlertKind]>) {
    setDraft({ ...shown, [kind]: { ...shown[kind], ...change } });
  }

  function fail(error: unknown) {
    const limits = Object.fromEntries(boat.alertRules.map((rule) => [`${INPUT_FIELD[rule.kind]}.threshold`, { min: rule.min, max: rule.max }]));
    const fieldErrors = fieldErrorsOf(error, (key, options) => String(i18n.t(key as never, options as never)), { namespace: 'portal', limits });
    setErrors(fieldErrors ?? {});
    setFormError(fieldErrors ? t('rules.invalid') : null);
    if (!fieldErrors) toast({ variant: 'destructive', title: t('rules.failed') });
  }

  async function onSave(event: FormEvent) {
    event.preventDefault();
    // A whole number or nothing is sent; the limits are the server's to check.
    const notWhole = boat.alertRules.filter((rule) => !/^\d{1,3}$/.test(shown[rule.kind].threshold.trim()));
    if (notWhole.length > 0) {
      setErrors(Object.fromEntries(notWhole.map((rule) => [`${INPUT_FIELD[rule.kind]}.threshold`, t('errors:validation.isInt')])));
      setFormError(t('rules.invalid'));
      return;
    }
    const input = Object.fromEntries(
      boat.alertRules.map((rule) => [INPUT_FIELD[rule.kind], { enabled: shown[rule.kind].enabled, threshold: Number(shown[rule.kind].threshold.trim()) }]),
    );
    await send(() => update({ variables: { input: { boatId: boat.id, ...input } } }), t('rules.saved'));
  }

  /** Runs a change; once saved the form follows the server's rules again, else it keeps what was typed. */
  async function send(change: () => Promise<unknown>, saved: string) {
    try {
      await change();
      setDraft(null);
      setErrors({});
      setFormError(null);
      toast({ title: saved });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby={headingId} data-testid="alert-rules">
      <h2 id={headingId} className={cardTitle({ space: 'md' })}>
        {t('rules.title')}
      </h2>
      <p className={styles.intro}>{t('rules.intro')}</p>
      <form className={styles.form} onSubmit={(event) => void onSave(event)} noValidate aria-describedby={formError ? formErrorId : undefined}>
        {formError && <ErrorAlert id={formErrorId}>{formError}</ErrorAlert>}
        {boat.alertRules.map((rule) => {
          const name = t(`rules.kinds.${rule.kind}`);
          const value = shown[rule.kind];
          return (
            <div key={rule.kind} role="group" aria-label={name} className={styles.rule} data-testid={`rule-${rule.kind}`}>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={value.enabled}
                  onChange={(event) => edit(rule.kind, { enabled: event.target.checked })}
                />
                <span className={styles.name}>{name}</span>
              </label>
              <div className={styles.threshold}>
                <TextField
                  label={t('rules.threshold', { unit: unit(rule.kind) })}
                  type="number"
                  inputMode="numeric"
                  min={rule.min}
                  max={rule.max}
                  step={1}
                  value={value.threshold}
                  disabled={!value.enabled}
                  onChange={(event) => edit(rule.kind, { threshold: event.target.value })}
                  hint={
                    value.enabled
                      ? t('rules.hint', { value: formatNumber(rule.defaultThreshold, i18n.language), unit: unit(rule.kind), min: rule.min, max: rule.max })
                      : t('rules.off')
                  }
                  error={errors[`${INPUT_FIELD[rule.kind]}.threshold`]}
                />
              </div>
            </div>
          );
        })}
        <div className={styles.actions}>
          <Button type="submit" disabled={saving || resetting}>
            {saving ? t('rules.saving') : t('rules.save')}
          </Button>
          <Button
            variant="ghost"
            disabled={saving || resetting}
            onClick={() => void send(() => reset({ variables: { input: { boatId: boat.id } } }), t('rules.resetDone'))}
          >
            {t('rules.reset')}
          </Button>
        </div>
      </form>
    </section>
  );
}
