import { useTranslation } from 'react-i18next';
import { statistics } from '../lib/counter';
import * as styles from './stats-band.css';

/** Four figures (spec §3, §4), each its true value from the first HTML on: nothing counts up from 0. */
export function StatsBand() {
  const { t, i18n } = useTranslation('home');
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <section className={styles.band} aria-label={t('stats.label')} data-testid="stats-band">
      <ul className={styles.list}>
        {statistics.map((stat) => (
          <li key={stat.key} className={styles.item}>
            <span className={styles.value} data-testid={`stat-${stat.key}`} data-value={stat.target}>
              {format.format(stat.target)}
            </span>
            <span className={styles.label}>{t(`stats.${stat.key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
