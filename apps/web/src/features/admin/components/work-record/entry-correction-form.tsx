import { useMutation } from '@apollo/client/react';
import { CorrectVisitEntryDocument, type AdminVisitEntryFragment, type CorrectVisitEntryInput } from '@mmt/graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToField, parseEuros, parsePrice } from '../../../../shared/format/euros';
import { formatNumber } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { actions } from '../common/actions.css';
import * as formStyles from '../common/form.css';

/** A decimal as typed ('2,5', '2.5'), up to two decimals; null when it is not one. */
const parseDecimal = (text: string) => {
  const hundredths = parseEuros(text);
  return hundredths === null ? null : hundredths / 100;
};

/** The office corrects one line recorded aboard: only what it may have (a note's text; hours; a part's description, quantity and price). */
export function EntryCorrectionForm({ entry, onDone }: { entry: AdminVisitEntryFragment; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save, refuse } = useFormErrors({ text: { max: 4000 } });
  const [text, setText] = useState(entry.text);
  const [hours, setHours] = useState(formatNumber((entry.minutes ?? 0) / 60, i18n.language, 2));
  const [quantity, setQuantity] = useState(formatNumber(entry.quantity ?? 0, i18n.language, 2));
  const [price, setPrice] = useState(centsToField(entry.unitPriceCents ?? 0, i18n.language));
  const [correct, { loading }] = useMutation(CorrectVisitEntryDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: CorrectVisitEntryInput = { entryId: entry.id };
    const refused: Record<string, string> = {};
    if (entry.kind !== 'HOURS' || text !== entry.text) {
      if (!text.trim()) refused.text = t('validation.isNotEmpty');
      input.text = text;
    }
    if (entry.kind === 'HOURS') {
      const value = parseDecimal(hours);
      if (value === null || value <= 0) refused.minutes = t('validation.isNumber');
      else input.minutes = Math.round(value * 60);
    }
    if (entry.kind === 'PART') {
      const value = parseDecimal(quantity);
      const cents = parsePrice(price);
      if (value === null || value <= 0) refused.quantity = t('validation.isNumber');
      else input.quantity = value;
      if (cents === null) refused.unitPriceCents = t('validation.amount');
      else input.unitPriceCents = cents;
    }
    if (refuse(refused)) return;
    await save(async () => {
      await correct({ variables: { input } });
      toast({ title: t('workRecord.saved') });
      onDone();
    });
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('workRecord.correctionForm')}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      {errors.entryId && <ErrorAlert>{errors.entryId}</ErrorAlert>}
      {entry.kind === 'HOURS' && (
        <Field label={t('workRecord.fields.hours')} error={errors.minutes}>
          {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" value={hours} onChange={(event) => setHours(event.target.value)} />}
        </Field>
      )}
      <Field label={t(entry.kind === 'PART' ? 'workRecord.fields.description' : 'workRecord.fields.text')} error={errors.text}>
        {(props) => (
          <textarea
            {...props}
            className={fieldStyles.textarea}
            rows={entry.kind === 'NOTE' ? 4 : 2}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      {entry.kind === 'PART' && (
        <div className={formStyles.grid}>
          <Field label={t('workRecord.fields.quantity')} error={errors.quantity}>
            {(props) => (
              <input {...props} className={fieldStyles.input} inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
            )}
          </Field>
          <Field label={t('workRecord.fields.unitPrice')} error={errors.unitPriceCents}>
            {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />}
          </Field>
        </div>
      )}
      <div className={actions}>
        <Button type="submit" disabled={loading}>
          {loading && <InlineSpinner />}
          {t('workRecord.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('workRecord.cancel')}
        </Button>
      </div>
    </form>
  );
}
