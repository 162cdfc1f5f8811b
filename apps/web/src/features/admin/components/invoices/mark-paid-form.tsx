import { useMutation } from '@apollo/client/react';
import { MarkInvoicePaidDocument, type ManualPaymentMethod } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate, todayIso } from '../../../../shared/format/format';
import { DayInput, dayValue, useDayFormatHint } from '../../../../shared/ui/day-input';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { ActionForm } from './action-form';
import * as formStyles from '../common/form.css';

const methods: ManualPaymentMethod[] = ['TRANSFER', 'CASH', 'CARD'];

/** Records a payment received outside the portal (transfer, cash, card): the day, how, a reference. */
export function MarkPaidForm({ invoiceId, onDone }: { invoiceId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const dayFormatHint = useDayFormatHint();
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ reference: { max: 200 } });
  const [paidOn, setPaidOn] = useState(() => formatIsoDate(todayIso()));
  const [method, setMethod] = useState<ManualPaymentMethod>('TRANSFER');
  const [reference, setReference] = useState('');
  const [markPaid, { loading }] = useMutation(MarkInvoicePaidDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });

  const submit = () =>
    save(async () => {
      await markPaid({ variables: { input: { invoiceId, paidOn: dayValue(paidOn) ?? '', method, reference: reference || undefined } } });
      toast({ title: t('invoices.markedPaid'), description: t('invoices.customerTold') });
      onDone();
    });

  return (
    <ActionForm
      id="mark-paid"
      title={t('invoices.markPaid')}
      formError={formError}
      loading={loading}
      submitLabel={t('invoices.savePayment')}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className={formStyles.grid}>
        <Field label={t('invoices.paidOn')} hint={dayFormatHint} error={errors.paidOn}>
          {(props) => <DayInput {...props} max={todayIso()} value={paidOn} onChange={setPaidOn} />}
        </Field>
        <Field label={t('invoices.method')} error={errors.method}>
          {(props) => (
            <select {...props} className={fieldStyles.input} value={method} onChange={(event) => setMethod(event.target.value as ManualPaymentMethod)}>
              {methods.map((option) => (
                <option key={option} value={option}>
                  {t(`invoices.methods.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('invoices.reference')} error={errors.reference}>
          {(props) => (
            <input {...props} className={fieldStyles.input} value={reference} maxLength={200} onChange={(event) => setReference(event.target.value)} />
          )}
        </Field>
      </div>
    </ActionForm>
  );
}
