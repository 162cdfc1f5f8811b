import { useMutation } from '@apollo/client/react';
import { VoidInvoiceDocument } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../shared/ui/field';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { ActionForm } from './action-form';

/** An invoice issued by mistake: cancelled (anulación) with the reason, kept with its record for the AEAT. */
export function VoidForm({ invoiceId, number, onDone }: { invoiceId: string; number: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ reason: { max: 500 } });
  const [reason, setReason] = useState('');
  const [cancel, { loading }] = useMutation(VoidInvoiceDocument, { update: (cache) => void cache.evict({ fieldName: 'invoices' }) });

  const submit = () =>
    save(async () => {
      await cancel({ variables: { input: { invoiceId, reason } } });
      toast({ title: t('invoices.voided', { number }), description: t('invoices.voidedDetail') });
      onDone();
    });

  return (
    <ActionForm
      id="void-invoice"
      title={t('invoices.voidTitle')}
      note={t('invoices.voidNote')}
      formError={formError}
      loading={loading}
      submitLabel={t('invoices.voidConfirm')}
      danger
      onSubmit={submit}
      onCancel={onDone}
    >
      <Field label={t('invoices.voidReason')} error={errors.reason}>
        {(props) => <textarea {...props} className={fieldStyles.textarea} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </ActionForm>
  );
}
