import { useMutation } from '@apollo/client/react';
import { CorrectBillingRecordDocument, type AeatStatus, type BillingRecordFieldsFragment } from '@mmt/graphql';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, formatIsoDate, formatMoney } from '../../../../shared/format/format';
import { paths } from '../../../../shared/paths';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Field } from '../../../../shared/ui/field';
import { InlineSpinner } from '../../../../shared/ui/spinner';
import { badge, type BadgeTone } from '../../../../shared/ui/status-badge.css';
import * as fieldStyles from '../../../../shared/ui/text-field.css';
import { useToast } from '../../../../shared/ui/toast/toast-context';
import { useFormErrors } from '../../lib/form-errors';
import { sprinkles } from '../../../../shared/theme/sprinkles.css';
import * as formStyles from '../common/form.css';
import { actions } from '../common/actions.css';
import * as styles from './billing-records.css';

/** Where a record stands at the AEAT, in words and colour: what the AEAT refused is what needs the eye. */
const aeatTones: Record<AeatStatus, BadgeTone> = {
  ACCEPTED: 'green',
  ACCEPTED_WITH_ERRORS: 'yellow',
  REJECTED: 'red',
  PENDING: 'blue',
  NOT_SENT: 'gray',
  OTHER_ENVIRONMENT: 'gray',
};

export function AeatStatusBadge({ status }: { status: AeatStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={badge({ tone: aeatTones[status] })} data-tone={aeatTones[status]}>
      {t(`verifactu.records.statuses.${status}`)}
    </span>
  );
}

/** How often a page with a record on its way to the AEAT asks again (the AEAT answers within seconds). */
const AEAT_POLL_MS = 3000;

/** While a record waits for the AEAT's answer, the query that shows it asks again, so that the answer shows without a reload. */
export function usePollWhileSending(records: readonly BillingRecordFieldsFragment[], query: { startPolling: (ms: number) => void; stopPolling: () => void }) {
  const sending = records.some((record) => record.aeat.status === 'PENDING');
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!sending) return;
    startPolling(AEAT_POLL_MS);
    return () => stopPolling();
  }, [sending, startPolling, stopPolling]);
}

/**
 * Billing records (of the whole chain, or of one invoice): what each is, its fingerprint, what the
 * AEAT answered, and for one the AEAT refused, the way to send its correction.
 */
export function BillingRecords({ records, label, linkInvoices }: { records: readonly BillingRecordFieldsFragment[]; label: string; linkInvoices: boolean }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {records.map((record) => (
        <BillingRecordItem key={record.position} record={record} linkInvoice={linkInvoices} />
      ))}
    </ul>
  );
}

function BillingRecordItem({ record, linkInvoice }: { record: BillingRecordFieldsFragment; linkInvoice: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [correcting, setCorrecting] = useState(false);
  const { aeat } = record;
  const invoice = linkInvoice ? <Link to={paths.admin.invoices.detail.getHref(record.invoiceId)}>{record.invoiceNumber}</Link> : record.invoiceNumber;
  const facts = [
    formatIsoDate(record.issueDate),
    record.invoiceType,
    record.totalCents === null || record.totalCents === undefined ? null : formatMoney(record.totalCents, i18n.language),
    record.correctsPosition ? t('verifactu.records.corrects', { position: record.correctsPosition }) : null,
    t('verifactu.records.generatedAt', { when: formatDateTime(record.generatedAt) }),
  ].filter(Boolean);
  return (
    <li className={styles.record} data-testid="billing-record" data-position={record.position}>
      <span className={styles.title}>
        {t('verifactu.records.position', { position: record.position })} · {t(`verifactu.records.kinds.${record.kind}`)} · {invoice}
        {record.environment === 'TEST' && (
          <>
            {' '}
            <span className={badge({ tone: 'gray' })}>{t('verifactu.records.testRecord')}</span>
          </>
        )}
      </span>
      <span className={styles.status}>
        <AeatStatusBadge status={aeat.status} />
      </span>
      <span className={styles.meta}>
        {facts.join(' · ')}
        {record.reason && ` · ${record.reason}`}
      </span>
      <span className={styles.fingerprint} title={t('verifactu.records.fingerprint')}>
        {t('verifactu.records.fingerprint')}: {record.fingerprint}
      </span>
      {aeat.errorCode !== null && aeat.errorCode !== undefined && (
        <span className={styles.aeatWords}>{t('verifactu.records.aeatSays', { code: aeat.errorCode, description: aeat.errorDescription ?? '' })}</span>
      )}
      {aeat.lastError && aeat.status === 'PENDING' && (
        <span className={styles.meta}>{t('verifactu.records.attempts', { count: aeat.attempts, error: aeat.lastError })}</span>
      )}
      {record.correctable && !correcting && (
        <span className={styles.wide}>
          <Button size="sm" variant="secondary" onClick={() => setCorrecting(true)}>
            {t('verifactu.records.correct')}
          </Button>
        </span>
      )}
      {correcting && <CorrectionForm position={record.position} invoiceId={record.invoiceId} onDone={() => setCorrecting(false)} />}
    </li>
  );
}

/** A subsanación: the same invoice's record again, once what the AEAT pointed out has been put right. */
function CorrectionForm({ position, invoiceId, onDone }: { position: number; invoiceId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const { errors, formError, save } = useFormErrors({ note: { max: 500 } });
  const [note, setNote] = useState('');
  // The chain's list and the invoice's own records both gain the correction.
  const [correct, { loading }] = useMutation(CorrectBillingRecordDocument, {
    update: (cache) => {
      cache.evict({ fieldName: 'billingRecords' });
      cache.evict({ id: cache.identify({ __typename: 'Invoice', id: invoiceId }), fieldName: 'billingRecords' });
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(async () => {
      await correct({ variables: { input: { position, note: note.trim() || undefined } } });
      toast({ title: t('verifactu.records.corrected') });
      onDone();
    });
  }

  return (
    <form
      className={`${formStyles.form} ${styles.wide}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={loading}
      aria-label={t('verifactu.records.correctTitle', { position })}
    >
      <p className={sprinkles({ color: 'muted', fontSize: 'sm' })}>{t('verifactu.records.correctNote')}</p>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Field label={t('verifactu.records.correctionNote')} error={errors.note}>
        {(props) => <textarea {...props} className={fieldStyles.textarea} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <div className={actions}>
        <Button type="submit" size="sm" disabled={loading}>
          {loading && <InlineSpinner />}
          {t('verifactu.records.send')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
