import type { InvoiceStatus, JobStatus } from '@mmt/graphql';
import { useTranslation } from 'react-i18next';
import { badge, type BadgeTone } from './status-badge.css';

const jobTones: Record<JobStatus, BadgeTone> = {
  COMPLETED: 'green',
  IN_PROGRESS: 'yellow',
  PENDING: 'blue',
  QUOTED: 'gray',
  APPROVED: 'gray',
  CANCELLED: 'gray',
};

const invoiceTones: Record<InvoiceStatus, BadgeTone> = {
  PENDING: 'yellow',
  PAID: 'green',
  OVERDUE: 'gray',
  RECTIFIED: 'gray',
};

export function useJobStatusLabel() {
  const { t } = useTranslation('portal');
  const labels: Record<JobStatus, string> = {
    PENDING: t('jobs.status.PENDING'),
    QUOTED: t('jobs.status.QUOTED'),
    APPROVED: t('jobs.status.APPROVED'),
    IN_PROGRESS: t('jobs.status.IN_PROGRESS'),
    COMPLETED: t('jobs.status.COMPLETED'),
    CANCELLED: t('jobs.status.CANCELLED'),
  };
  return (status: JobStatus) => labels[status] ?? status;
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const label = useJobStatusLabel();
  return <span className={badge({ tone: jobTones[status] ?? 'gray' })}>{label(status)}</span>;
}

export function useInvoiceStatusLabel() {
  const { t } = useTranslation('portal');
  const labels: Record<InvoiceStatus, string> = {
    PENDING: t('invoices.status.PENDING'),
    PAID: t('invoices.status.PAID'),
    OVERDUE: t('invoices.status.OVERDUE'),
    RECTIFIED: t('invoices.status.RECTIFIED'),
  };
  return (status: InvoiceStatus) => labels[status] ?? status;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const label = useInvoiceStatusLabel()(status);
  return <span className={badge({ tone: invoiceTones[status] ?? 'gray' })}>{label}</span>;
}
