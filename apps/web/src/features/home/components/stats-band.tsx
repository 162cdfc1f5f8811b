import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.css';
import { useCountUp, useSeenOnce } from '../hooks/use-count-up';
import { statistics, type StatisticKey } from '../lib/counter';
import * as styles from './stats-band.css';

/** Four counters that count up once the band is 30 % visible (spec §3, §4). */
export function StatsBand() {
  const { t } = useTranslation('home');
  const [ref, seen] = useSeenOnce<HTMLElement>();
  return (
    // data-seen: when counting starts (the visibility observer is not on the page's clock).
    <section ref={ref} className={styles.band} aria-label={t('stats.label')} data-testid="stats-band" data-seen={seen}>
      <ul className={styles.list}>
        {statistics.map((stat) => (
          <Counter key={stat.key} statKey={stat.key} target={stat.target} delayMs={stat.delayMs} start={seen} label={t(`stats.${stat.key}`)} />
        ))}
      </ul>
    </section>
  );
}

function Counter({ statKey, target, delayMs, start, label }: { statKey: StatisticKey; target: number; delayMs: number; start: boolean; label: string }) {
  const { i18n } = useTranslation();
  const value = useCountUp(target, delayMs, start);
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <li className={styles.item}>
      {/* Screen readers get the final figure once, not 150 updates. */}
      <span className={styles.value} aria-hidden="true" data-testid={`stat-${statKey}`} data-value={value}>
        {format.format(value)}
      </span>
      <span className={visuallyHidden}>{format.format(target)}</span>
      <span className={styles.label}>{label}</span>
    </li>
  );
}
