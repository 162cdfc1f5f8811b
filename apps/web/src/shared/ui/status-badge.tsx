import type { InvoiceStatus, JobStatus } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { badge, type BadgeTone } from './status-badge.css';

/** Spec §4: jobs Completado green, En progreso yellow, Pendiente and Programado blue; invoices Pendiente yellow, Pagado green, Vencida red (late money is what needs the eye); others grey. */
const jobTones: Record<JobStatus, BadgeTone> = {
  COMPLETED: 'green',
  IN_PROGRESS: 'yellow',
  PENDING: 'blue',
  QUOTED: 'gray',
  APPROVED: 'gray',
  SCHEDULED: 'blue',
  CANCELLED: 'gray',
};

const invoiceTones: Record<InvoiceStatus, BadgeTone> = {
  PENDING: 'yellow',
  PAID: 'green',
  OVERDUE: 'red',
  RECTIFIED: 'gray',
  SETTLED: 'gray',
  VOIDED: 'gray',
};

/** A job status in the viewer's language (`common:jobStatus`). */
export function useJobStatusLabel(): (status: JobStatus) => string {
  const { t } = useTranslation('common');
  return (status) => t(`jobStatus.${status}`);
}

/** An invoice status in the viewer's language (`common:invoiceStatus`). */
export function useInvoiceStatusLabel(): (status: InvoiceStatus) => string {
  const { t } = useTranslation('common');
  return (status) => t(`invoiceStatus.${status}`);
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const label = useJobStatusLabel();
  const tone = jobTones[status] ?? 'gray';
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {label(status)}
    </span>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const label = useInvoiceStatusLabel();
  const tone = invoiceTones[status] ?? 'gray';
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {label(status)}
    </span>
  );
}
