import { useMutation, useQuery } from '@apollo/client/react';
import { MaintenanceCalendarFeedDocument, RenewMaintenanceCalendarFeedDocument, RevokeMaintenanceCalendarFeedDocument } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { Button } from '../../../shared/ui/button';
import { card, cardTitle } from '../../../shared/ui/card.css';
import { CopyButton } from '../../../shared/ui/copy-button';
import { useToast } from '../../../shared/ui/toast/toast-context';
import * as styles from './device-tokens.css';

/**
 * The customer's calendar of their boats' due dates: a secret link for a calendar app (shown once,
 * with a copy button), renewed when it may have leaked (the old one stops) or revoked.
 */
export function MaintenanceCalendar() {
  const { t } = useTranslation('portal');
  const { toast } = useToast();
  const { data } = useQuery(MaintenanceCalendarFeedDocument);
  const refetchQueries = [MaintenanceCalendarFeedDocument];
  const [renew, { loading: renewing }] = useMutation(RenewMaintenanceCalendarFeedDocument, { refetchQueries });
  const [revoke, { loading: revoking }] = useMutation(RevokeMaintenanceCalendarFeedDocument, { refetchQueries });
  const [url, setUrl] = useState<string | null>(null);
  const feed = data?.maintenanceCalendarFeed;

  async function onRenew() {
    try {
      const result = await renew();
      setUrl(result.data?.renewMaintenanceCalendarFeed.url ?? null);
    } catch (error) {
      console.error('Renewing the calendar link failed', error);
      toast({ variant: 'destructive', title: t('calendar.failed') });
    }
  }

  async function onRevoke() {
    try {
      await revoke();
      setUrl(null);
      toast({ title: t('calendar.revoked') });
    } catch (error) {
      console.error('Revoking the calendar link failed', error);
      toast({ variant: 'destructive', title: t('calendar.failed') });
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="maintenance-calendar-title" data-testid="maintenance-calendar">
      <h2 id="maintenance-calendar-title" className={cardTitle({ space: 'md' })}>
        {t('calendar.title')}
      </h2>
      <p className={styles.intro}>{t('calendar.intro')}</p>
      {feed && <p className={styles.intro}>{t('calendar.active', { time: formatDateTime(feed.createdAt) })}</p>}
      {url && (
        <div className={styles.secret} role="status" data-testid="calendar-link">
          <code className={styles.secretValue}>{url}</code>
          <p className={styles.intro}>{t('calendar.once')}</p>
          <div className={styles.secretActions}>
            <CopyButton text={url} label={t('calendar.copy')} copiedLabel={t('calendar.copied')} failedLabel={t('calendar.copyFailed')} />
          </div>
        </div>
      )}
      <div className={styles.secretActions}>
        <Button size="sm" variant={feed ? 'secondary' : 'primary'} disabled={renewing} onClick={() => void onRenew()}>
          {feed ? t('calendar.renew') : t('calendar.create')}
        </Button>
        {feed && (
          <Button size="sm" variant="ghost" disabled={revoking} onClick={() => void onRevoke()}>
            {t('calendar.revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}
