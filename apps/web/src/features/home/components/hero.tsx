import { useTranslation } from 'react-i18next';
import { WhatsAppButton } from '../../../shared/ui/whatsapp-button';
import { Island } from '../../../shared/islands/island';
import * as styles from './hero.css';
import { LocalTimeCard } from './local-time-card';
import { NetworkCard } from './network-card';

/** Title and subtitle (the spec's home/hero_title and home/hero_subtitle), description, WhatsApp, and the two live cards. */
export function Hero() {
  const { t } = useTranslation('home');
  const lines = t('hero.description', { returnObjects: true }) as string[];
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.text}>
        <h1 id="home-hero-title" className={styles.title} data-testid="hero-title">
          {t('hero_title')}
        </h1>
        <p className={styles.subtitle} data-testid="hero-subtitle">
          {t('hero_subtitle')}
        </p>
        <div className={styles.description}>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div className={styles.actions}>
          <WhatsAppButton />
        </div>
      </div>
      <div className={styles.cards} role="group" aria-label={t('hero.cardsLabel')}>
        <Island name="localTime">
          <LocalTimeCard />
        </Island>
        <Island name="network">
          <NetworkCard />
        </Island>
      </div>
    </section>
  );
}
