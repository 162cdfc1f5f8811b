import { normalizeLanguage } from '@mmt/i18n';
import { useTranslation } from 'react-i18next';
import { formatClock, formatClockDate, useClock } from '../hooks/use-clock';
import { useVisitorLocation } from '../hooks/use-visitor-location';
import { DEFAULT_PLACE, UNKNOWN_PLACE, formatCoordinate } from '../lib/place-name';
import { card } from './section.css';
import * as styles from './status-card.css';

/** Live 24-hour clock and the visitor's place (spec §2, §4). */
export function LocalTimeCard() {
  const { t, i18n } = useTranslation('home');
  const language = normalizeLanguage(i18n.language);
  const now = useClock();
  const location = useVisitorLocation();

  let place: string;
  if (location.status === 'loading' || (location.status === 'resolved' && location.place === null)) place = t('clock.loadingLocation');
  else if (location.status === 'default') place = location.place === DEFAULT_PLACE ? t('clock.defaultPlace') : location.place;
  else if (location.place === UNKNOWN_PLACE) place = t('clock.unknown');
  else place = location.place || t('clock.unknownLocation');

  return (
    <article className={card} aria-labelledby="home-clock-title" data-testid="local-time-card">
      <h2 id="home-clock-title" className={styles.cardTitle}>
        <ClockIcon />
        {t('clock.title')}
      </h2>
      <p className={styles.bigValue} data-testid="clock">
        <time dateTime={now?.toISOString()} suppressHydrationWarning>
          {now ? formatClock(now, language) : '--:--:--'}
        </time>
      </p>
      {now && <p className={styles.muted}>{formatClockDate(now, language)}</p>}
      <p className={styles.place} data-testid="location-place" data-status={location.status}>
        <PinIcon />
        {place}
      </p>
      {location.status === 'resolved' && (
        <p className={styles.muted} data-testid="location-coordinates">
          {t('clock.latitude')} {formatCoordinate(location.lat)}, {t('clock.longitude')} {formatCoordinate(location.lon)}
        </p>
      )}
    </article>
  );
}

function ClockIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}
