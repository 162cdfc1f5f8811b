import { boundShown, DEFAULT_VAT_RATE, priceLines, type LineFields, type ZeroVatCause } from '@mmt/billing';
import type { DocumentLineInput, LabourTime } from '@mmt/graphql';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../shared/ui/button';
import { DocumentLines } from '../../../../shared/domain/document-lines';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { centsToField, parseEuros } from '../../../../shared/format/euros';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import * as formStyles from '../common/form.css';
import { Field } from '../../../../shared/ui/field';
import { VatRateSelect } from '../../../../shared/domain/vat-rate-select';
import { linesInput, quantityOf, type LineDraft } from '../../lib/lines-input';
import * as styles from './lines-editor.css';

export type { LineDraft };

export const emptyLine = (): LineDraft => ({ description: '', quantity: '1', unitPrice: '', vatRate: DEFAULT_VAT_RATE, zeroVatCause: null });

export const draftOf = (line: Omit<LineFields, 'vatRate'> & { vatRate: number }, language: string): LineDraft => ({
  description: line.description,
  quantity: String(line.quantity).replace('.', language === 'es' ? ',' : '.'),
  unitPrice: centsToField(line.unitPriceCents, language),
  vatRate: line.vatRate,
  zeroVatCause: line.zeroVatCause ?? null,
});

/** The lines as the API takes them, or the field errors to show, in the page's language (lines-input.ts). */
export function useLinesInput(): (drafts: LineDraft[]) => { lines: DocumentLineInput[]; errors: Record<string, string> } {
  const { t } = useTranslation(['admin', 'errors']);
  return (drafts) =>
    linesInput(drafts, { unreadable: t('validation.amount'), bound: (problem) => t(`errors:validation.${problem.code}`, { max: boundShown(problem) }) });
}

const labourTimes: LabourTime[] = ['BUSINESS_HOURS', 'OUT_OF_HOURS'];

/**
 * Lines of a quote or an invoice, with the totals they come to (worked out as the API will).
 * `labour`: a line can be labour in or out of business hours, priced by the server (a VIP member's
 * plan rate, else the list rate); the preview leaves such lines out.
 */
export function LinesEditor({
  lines,
  onChange,
  errors,
  labour,
}: {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  errors: Record<string, string>;
  labour?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const idPrefix = useId();
  const set = (index: number, patch: Partial<LineDraft>) => onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const readable = lines
    .filter((line) => !line.labour)
    .map((line) => ({
      description: line.description || '…',
      quantity: quantityOf(line.quantity),
      unitPriceCents: parseEuros(line.unitPrice),
      vatRate: line.vatRate,
      zeroVatCause: line.zeroVatCause,
    }))
    .filter((line): line is LineFields & { zeroVatCause: ZeroVatCause | null } => line.quantity !== null && line.unitPriceCents !== null);
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{t('lines.title')}</legend>
      {errors.lines && <p className={fieldStyles.error}>{errors.lines}</p>}
      <ol className={styles.lines}>
        {lines.map((line, index) => {
          const numbers = [
            errors[`lines.${index}.quantity`],
            errors[`lines.${index}.unitPriceCents`],
            errors[`lines.${index}.vatRate`] ?? errors[`lines.${index}.zeroVatCause`],
          ];
          // The narrow number fields' messages go under the whole line, where they read (in a column they would stretch the row).
          const messagesId = `${idPrefix}-line-${index}`;
          const marked = (error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': messagesId } : {});
          return (
            <li key={index} className={styles.line} data-testid="line-editor">
              <div className={styles.description}>
                <Field label={t('lines.description', { n: index + 1 })} error={errors[`lines.${index}.description`]}>
                  {(props) => (
                    <input
                      {...props}
                      className={fieldStyles.input}
                      value={line.description}
                      maxLength={300}
                      onChange={(event) => set(index, { description: event.target.value })}
                    />
                  )}
                </Field>
              </div>
              <Field label={t('lines.quantity')}>
                {(props) => (
                  <input
                    {...props}
                    {...marked(numbers[0])}
                    className={fieldStyles.input}
                    inputMode="decimal"
                    value={line.quantity}
                    onChange={(event) => set(index, { quantity: event.target.value })}
                  />
                )}
              </Field>
              <Field label={t('lines.unitPrice')}>
                {(props) =>
                  line.labour ? (
                    <input {...props} className={fieldStyles.input} readOnly value={t('lines.rate')} />
                  ) : (
                    <input
                      {...props}
                      {...marked(numbers[1])}
                      className={fieldStyles.input}
                      inputMode="decimal"
                      placeholder={centsToField(0, i18n.language)}
                      value={line.unitPrice}
                      onChange={(event) => set(index, { unitPrice: event.target.value })}
                    />
                  )
                }
              </Field>
              <Field label={t('lines.vatRate')}>
                {(props) => (
                  <VatRateSelect
                    {...props}
                    {...marked(numbers[2])}
                    withCauses
                    value={line.vatRate}
                    cause={line.zeroVatCause}
                    onChange={(vatRate, zeroVatCause) => set(index, { vatRate, zeroVatCause })}
                  />
                )}
              </Field>
              <div className={styles.remove}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                  disabled={lines.length === 1}
                  aria-label={t('lines.removeNth', { n: index + 1 })}
                >
                  {t('lines.remove')}
                </Button>
              </div>
              {labour && (
                <div className={styles.kind}>
                  <Field label={t('lines.kind')} hint={line.labour ? t('lines.rateHint') : undefined}>
                    {(props) => (
                      <select
                        {...props}
                        className={fieldStyles.input}
                        value={line.labour ?? ''}
                        onChange={(event) => set(index, { labour: (event.target.value || null) as LabourTime | null })}
                      >
                        <option value="">{t('lines.kinds.item')}</option>
                        {labourTimes.map((time) => (
                          <option key={time} value={time}>
                            {t(`lines.kinds.${time}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
              )}
              {numbers.some(Boolean) && (
                <div id={messagesId} className={styles.messages}>
                  {[...new Set(numbers.filter(Boolean))].map((message) => (
                    <p key={message} className={fieldStyles.error}>
                      {message}
                    </p>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={() => onChange([...lines, emptyLine()])}>
        {t('lines.add')}
      </Button>
      {readable.length > 0 && (
        <div className={styles.preview}>
          <DocumentLines document={priceLines(readable)} caption={t('lines.preview')} />
          <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('lines.previewNote')}</p>
        </div>
      )}
    </fieldset>
  );
}
