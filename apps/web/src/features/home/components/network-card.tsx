import { useTranslation } from 'react-i18next';
import { useNetworkStatus } from '../../../shared/network/use-network-status';
import { usePublicIp } from '../../../shared/network/use-public-ip';
import { card } from './section.css';
import * as styles from './status-card.css';

/** Online/offline, ping, speed class and public IP (spec §2, §4, §8). */
export function NetworkCard() {
  const { t } = useTranslation('home');
  const network = useNetworkStatus();
  const ip = usePublicIp(network.online);
  const ipText = ip.status === 'ready' ? ip.ip : ip.status === 'loading' ? t('network.loadingIp') : t('network.ipUnavailable');

  return (
    <article className={card} aria-labelledby="home-network-title" data-testid="network-card">
      <h2 id="home-network-title" className={styles.cardTitle}>
        <span className={styles.dot} data-online={network.online} aria-hidden="true" />
        {t('network.title')}
      </h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{t('network.status')}</dt>
          <dd data-testid="network-online">{network.online ? t('network.online') : t('network.offline')}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('network.latency')}</dt>
          <dd data-testid="network-latency">
            {network.latency !== null ? t('network.latencyValue', { ms: network.latency }) : network.online ? t('network.measuring') : '—'}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('network.speed')}</dt>
          <dd>
            {network.measured || !network.online ? (
              <span className={styles.badge} data-speed={network.speed} data-testid="network-speed">
                {t(`network.speeds.${network.speed}`)}
              </span>
            ) : (
              <span data-testid="network-speed-pending">{t('network.measuring')}</span>
            )}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('network.ip')}</dt>
          <dd data-testid="network-ip" data-status={ip.status} className={styles.mono}>
            {ipText}
          </dd>
        </div>
      </dl>
    </article>
  );
}
