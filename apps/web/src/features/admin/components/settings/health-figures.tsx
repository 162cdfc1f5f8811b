import { useQuery } from '@apollo/client/react';
import { HealthFiguresDocument, type HealthFiguresQuery } from '@mmt/graphql';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber, formatRelative } from '../../../../shared/format/format';
import { paths } from '../../../../shared/paths';
import { ErrorAlert } from '../../../../shared/ui/alert';
import { Spinner } from '../../../../shared/ui/spinner';
import { badge, type BadgeTone } from '../../../../shared/ui/status-badge.css';
import { card, cardTitle } from '../../../../shared/ui/card.css';
import * as styles from './health-figures.css';

type Figures = HealthFiguresQuery['healthFigures'];
type Verifactu = HealthFiguresQuery['verifactuSettings'];
/** The figure's state, in words and colour (never colour alone). */
type Tone = 'ok' | 'warning' | 'problem';
const toneColours: Record<Tone, BadgeTone> = { ok: 'green', warning: 'yellow', problem: 'red' };

/** A nightly backup older than this was missed. */
const BACKUP_STALE_MS = 26 * 60 * 60 * 1000;
/** The outbox retries for a while; an e-mail waiting longer than this says the mail server has trouble. */
const OUTBOX_SLOW_MS = 15 * 60 * 1000;
/** The AEAT asks for records within minutes; one waiting longer than this says sending has trouble. */
const AEAT_SLOW_SECONDS = 60 * 60;

interface FigureView {
  tone: Tone;
  value: string;
  details: ReactNode[];
}

function Figure({ label, view, testId }: { label: string; view: FigureView; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.figure} data-testid={testId} data-tone={view.tone}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.body}>
        <span className={styles.value}>
          <span className={badge({ tone: toneColours[view.tone] })}>{t(`health.tone.${view.tone}`)}</span>
          {view.value}
        </span>
        {view.details.map((detail, index) => (
          <span key={index} className={styles.detail}>
            {detail}
          </span>
        ))}
      </dd>
    </div>
  );
}

/**
 * The few figures that say whether the site is looked after (the same /metrics gives Prometheus):
 * the last backup, e-mails waiting, e-mails not delivered, whether customers can pay by card, and
 * whether invoices reach the tax agency.
 */
export function HealthFigures() {
  const { t, i18n } = useTranslation('admin');
  const { data, error } = useQuery(HealthFiguresDocument, { fetchPolicy: 'network-only' });
  const language = i18n.language;
  const now = Date.now();

  const backupView = ({ lastBackup, failedBackup }: Figures): FigureView => {
    const lastGood = lastBackup ? [t('health.backup.lastGood', { when: formatDateTime(lastBackup.finishedAt) })] : [];
    if (failedBackup)
      return {
        tone: 'problem',
        value: t('health.backup.failed', { when: formatDateTime(failedBackup.finishedAt) }),
        details: [failedBackup.error ?? '', ...lastGood],
      };
    if (!lastBackup) return { tone: 'warning', value: t('health.backup.none'), details: [t('health.backup.noneDetail')] };
    const size = lastBackup.sizeBytes === null ? [] : [t('health.backup.size', { size: formatNumber(lastBackup.sizeBytes / 1_048_576, language) })];
    const copy =
      lastBackup.offsite === 'COPIED'
        ? t('health.backup.copied')
        : lastBackup.offsite === 'FAILED'
          ? t('health.backup.copyFailed', { error: lastBackup.error ?? '' })
          : t('health.backup.localOnly');
    const stale = now - Date.parse(lastBackup.finishedAt) > BACKUP_STALE_MS;
    return {
      tone: stale || lastBackup.offsite === 'FAILED' ? 'warning' : 'ok',
      value: formatDateTime(lastBackup.finishedAt),
      details: [[...size, copy].join(' · '), ...(stale ? [t('health.backup.stale')] : [])],
    };
  };

  const outboxView = ({ outboxBacklog, oldestPendingEmailAt }: Figures): FigureView => {
    if (outboxBacklog === 0 || !oldestPendingEmailAt) return { tone: 'ok', value: t('health.outbox.none'), details: [t('health.outbox.noneDetail')] };
    const slow = now - Date.parse(oldestPendingEmailAt) > OUTBOX_SLOW_MS;
    const ago = formatRelative(oldestPendingEmailAt, language, now);
    return {
      tone: slow ? 'warning' : 'ok',
      value: t('health.outbox.count', { count: outboxBacklog }),
      details: [t(slow ? 'health.outbox.slow' : 'health.outbox.oldest', { ago })],
    };
  };

  const failedEmailsView = ({ failedEmails }: Figures): FigureView => {
    if (failedEmails === 0) return { tone: 'ok', value: t('health.failedEmails.none'), details: [t('health.failedEmails.noneDetail')] };
    return {
      tone: 'problem',
      value: t('health.failedEmails.count', { count: failedEmails }),
      details: [<Link to={paths.admin.clients.getHref()}>{t('health.failedEmails.detail')}</Link>],
    };
  };

  const cardPaymentsView = ({ cardPayments }: Figures): FigureView =>
    cardPayments
      ? { tone: 'ok', value: t('health.cardPayments.on'), details: [t('health.cardPayments.onDetail')] }
      : { tone: 'warning', value: t('health.cardPayments.off'), details: [t('health.cardPayments.offDetail')] };

  const verifactuView = ({ mode, sending, queue }: Verifactu): FigureView => {
    const link = <Link to={paths.admin.verifactu.getHref()}>{t('health.verifactu.link')}</Link>;
    // Said plainly whenever invoices are not going through VERI*FACTU.
    const modeNote = mode === 'VERIFACTU' ? [] : [t(`health.verifactu.modes.${mode}`)];
    if (!sending)
      return {
        tone: mode === 'NOT_SENDING' ? 'problem' : 'warning',
        value: t('health.verifactu.off'),
        details: [t('health.verifactu.offDetail'), ...modeNote, link],
      };
    if (queue.pending === 0) return { tone: 'ok', value: t('health.verifactu.none'), details: [...modeNote, link] };
    const age = queue.oldestPendingAgeSeconds ?? 0;
    const ago = formatRelative(new Date(now - age * 1000), language, now);
    return {
      tone: queue.lastError ? 'problem' : age > AEAT_SLOW_SECONDS ? 'warning' : 'ok',
      value: t('health.verifactu.count', { count: queue.pending }),
      details: [
        t('health.verifactu.oldest', { ago }),
        ...(queue.lastError ? [t('health.verifactu.error', { error: queue.lastError })] : []),
        ...modeNote,
        link,
      ],
    };
  };

  const figures = data?.healthFigures;
  return (
    <section className={`${card({ padding: 'responsive' })} ${styles.section}`} aria-labelledby="health-figures" data-testid="health-figures">
      <h2 id="health-figures" className={cardTitle({ space: 'sm' })}>
        {t('health.title')}
      </h2>
      {!figures && !error && <Spinner label={t('health.loading')} />}
      {!figures && error && <ErrorAlert>{t('health.loadError')}</ErrorAlert>}
      {figures && (
        <dl className={styles.figures}>
          <Figure label={t('health.backup.label')} view={backupView(figures)} testId="health-backup" />
          <Figure label={t('health.outbox.label')} view={outboxView(figures)} testId="health-outbox" />
          <Figure label={t('health.failedEmails.label')} view={failedEmailsView(figures)} testId="health-failed-emails" />
          <Figure label={t('health.cardPayments.label')} view={cardPaymentsView(figures)} testId="health-card-payments" />
          {data?.verifactuSettings && <Figure label={t('health.verifactu.label')} view={verifactuView(data.verifactuSettings)} testId="health-verifactu" />}
        </dl>
      )}
    </section>
  );
}
