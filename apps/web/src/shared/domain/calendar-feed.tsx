import { useMutation, useQuery } from '@apollo/client/react';
import { MaintenanceCalendarFeedDocument, RenewMaintenanceCalendarFeedDocument, RevokeMaintenanceCalendarFeedDocument } from '@mmt/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format';
import { Button } from '../ui/button';
import { card, cardTitle } from '../ui/card.css';
import { CopyButton } from '../ui/copy-button';
import { useToast } from '../ui/toast/toast-context';
import * as styles from '../ui/secret-link.css';

/**
 * The viewer's calendar behind a secret link for a calendar app (shown once, with a copy button),
 * renewed when it may have leaked (the old one stops) or revoked: a customer's boats' due dates,
 * a technician's visits (the server decides by role). `words`: where its texts are in `portal`.
 */
export function CalendarFeed({ words = 'calendar' }: { words?: 'calendar' | 'technician.calendar' }) {
  const { t: translate } = useTranslation('portal');
  const t = (key: string, options?: Record<string, unknown>) => String(translate(`${words}.${key}` as never, options as never));
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
      toast({ variant: 'destructive', title: t('failed') });
    }
  }

  async function onRevoke() {
    try {
      await revoke();
      setUrl(null);
      toast({ title: t('revoked') });
    } catch (error) {
      console.error('Revoking the calendar link failed', error);
      toast({ variant: 'destructive', title: t('failed') });
    }
  }

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="maintenance-calendar-title" data-testid="maintenance-calendar">
      <h2 id="maintenance-calendar-title" className={cardTitle({ space: 'md' })}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {feed && <p className={styles.intro}>{t('active', { time: formatDateTime(feed.createdAt) })}</p>}
      {url && (
        <div className={styles.secret} role="status" data-testid="calendar-link">
          <code className={styles.secretValue}>{url}</code>
          <p className={styles.intro}>{t('once')}</p>
          <div className={styles.secretActions}>
            <CopyButton text={url} label={t('copy')} copiedLabel={t('copied')} failedLabel={t('copyFailed')} />
          </div>
        </div>
      )}
      <div className={styles.secretActions}>
        <Button size="sm" variant={feed ? 'secondary' : 'primary'} disabled={renewing} onClick={() => void onRenew()}>
          {feed ? t('renew') : t('create')}
        </Button>
        {feed && (
          <Button size="sm" variant="ghost" disabled={revoking} onClick={() => void onRevoke()}>
            {t('revoke')}
          </Button>
        )}
      </div>
    </section>
  );
}
