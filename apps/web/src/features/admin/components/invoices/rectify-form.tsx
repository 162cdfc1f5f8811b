import { useMutation } from '@apollo/client/react';
import { CreateRectifyingInvoiceDocument, type RectificationCause, type RectificationMethod } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../../shared/paths';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { ActionForm } from './action-form';
import * as formStyles from '../common/form.css';
import { LinesEditor, useLinesInput, type LineDraft } from './lines-editor';

const rectificationMethods: RectificationMethod[] = ['SUBSTITUTION', 'DIFFERENCES'];
const rectificationCauses: RectificationCause[] = ['R1', 'R2', 'R3', 'R4'];

/**
 * A rectifying invoice: by substitution (prefilled with the original's lines, to correct) or by
 * differences (a credit of the whole invoice, no lines to give), with its legal ground and why.
 */
export function RectifyForm({ invoiceId, lines: original, onCancel }: { invoiceId: string; lines: LineDraft[]; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const navigate = useNavigate();
  const { errors, formError, save, refuse } = useFormErrors({ reason: { max: 500 } });
  const toInput = useLinesInput();
  const [method, setMethod] = useState<RectificationMethod>('SUBSTITUTION');
  const [cause, setCause] = useState<RectificationCause>('R1');
  const [lines, setLines] = useState(original);
  const [reason, setReason] = useState('');
  const [rectify, { loading }] = useMutation(CreateRectifyingInvoiceDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });
  const byDifferences = method === 'DIFFERENCES';

  async function submit() {
    const parsed = byDifferences ? null : toInput(lines);
    if (parsed && refuse(parsed.errors)) return;
    await save(async () => {
      const result = await rectify({ variables: { input: { invoiceId, reason, method, cause, lines: parsed?.lines } } });
      const invoice = result.data!.createRectifyingInvoice.invoice;
      toast({ title: t('invoices.issued', { number: invoice.number }), description: t('invoices.emailed') });
      navigate(paths.admin.invoices.detail.getHref(invoice.id));
    });
  }

  return (
    <ActionForm
      id="rectify"
      title={t('invoices.rectify')}
      note={t('invoices.rectifyNote')}
      formError={formError}
      loading={loading}
      submitLabel={t('invoices.issueRectifying')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>{t('invoices.rectifyMethod')}</legend>
        {rectificationMethods.map((option) => (
          <label key={option} className={formStyles.choice}>
            <input type="radio" name="rectification-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t(`invoices.rectifyMethods.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('invoices.rectifyCause')} error={errors.cause}>
        {(props) => (
          <select {...props} className={fieldStyles.input} value={cause} onChange={(event) => setCause(event.target.value as RectificationCause)}>
            {rectificationCauses.map((option) => (
              <option key={option} value={option}>
                {t(`invoices.rectifyCauses.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('invoices.reason')} error={errors.reason}>
        {(props) => <textarea {...props} className={fieldStyles.textarea} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      {byDifferences ? (
        <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('invoices.creditNote')}</p>
      ) : (
        <LinesEditor lines={lines} onChange={setLines} errors={errors} />
      )}
      {byDifferences && errors.lines && <ErrorAlert>{errors.lines}</ErrorAlert>}
    </ActionForm>
  );
}
