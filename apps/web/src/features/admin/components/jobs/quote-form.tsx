import { useMutation } from '@apollo/client/react';
import { AdminJobDocument, SendQuoteDocument } from '@mmt/graphql';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, todayIso } from '../../../../shared/format/format';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import { DayInput, dayValue, useDayFormatHint } from '../../../../shared/ui/day-input';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { actions } from '../common/actions.css';
import * as formStyles from '../common/form.css';
import { emptyLine, LinesEditor, useLinesInput, type LineDraft } from '../invoices/lines-editor';

/** What the job page is sent with to start a quote (router state): its first line. */
export interface QuoteDraft {
  firstLine: string;
}

/**
 * Writes and sends a quote for a Pendiente job: lines, VAT per line (21 % by default), validity.
 * `firstLine` starts a draft (a due maintenance task's title): the form opens in view with it.
 */
export function QuoteForm({ jobId, firstLine }: { jobId: string; firstLine?: string }) {
  const { t } = useTranslation('admin');
  const dayFormatHint = useDayFormatHint();
  const { toast } = useToast();
  const { errors, formError, save, refuse } = useFormErrors({ note: { max: 1000 } });
  const toInput = useLinesInput();
  const [lines, setLines] = useState<LineDraft[]>(() => [{ ...emptyLine(), description: firstLine ?? '' }]);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (firstLine) section.current?.scrollIntoView({ block: 'start' });
  }, [firstLine]);
  const [validUntil, setValidUntil] = useState(() => formatIsoDate(todayIso(new Date(Date.now() + 30 * 86_400_000))));
  const [note, setNote] = useState('');
  const [send, { loading }] = useMutation(SendQuoteDocument, {
    refetchQueries: [AdminJobDocument],
    update: (cache) => void cache.evict({ fieldName: 'jobs' }),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = toInput(lines);
    if (refuse(parsed.errors)) return;
    await save(async () => {
      await send({ variables: { input: { jobId, lines: parsed.lines, validUntil: dayValue(validUntil) ?? '', note: note || undefined } } });
      toast({ title: t('quotes.sent'), description: t('jobs.customerTold') });
    });
  }

  return (
    <section ref={section} className={card({ padding: 'responsive' })} aria-labelledby="quote-form">
      <h2 id="quote-form" className={cardTitle({ space: 'sm' })}>
        {t('quotes.write')}
      </h2>
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <LinesEditor lines={lines} onChange={setLines} errors={errors} labour />
        <div className={formStyles.grid}>
          <Field label={t('quotes.validUntilField')} hint={dayFormatHint} error={errors.validUntil}>
            {(props) => <DayInput {...props} min={todayIso()} value={validUntil} onChange={setValidUntil} />}
          </Field>
        </div>
        <Field label={t('quotes.note')} error={errors.note}>
          {(props) => <textarea {...props} className={fieldStyles.textarea} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />}
        </Field>
        <div className={actions}>
          <Button type="submit" disabled={loading}>
            {loading && <InlineSpinner />}
            {t('quotes.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
