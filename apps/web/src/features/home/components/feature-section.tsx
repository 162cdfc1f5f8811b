import { useTranslation } from 'react-i18next';
import * as styles from './feature-section.css';
import * as section from './section.css';

const FEATURE_IMAGE = '/images/services/naval-electricity.svg';

/** Split section: illustration on one side, five bullet points on the other. */
export function FeatureSection() {
  const { t } = useTranslation('home');
  const bullets = t('feature.bullets', { returnObjects: true }) as string[];
  return (
    <section className={`${section.section} ${styles.split}`} aria-labelledby="home-feature-title">
      <div className={styles.media}>
        <img src={FEATURE_IMAGE} alt={t('feature.imageAlt')} width={640} height={420} loading="lazy" decoding="async" className={styles.image} />
      </div>
      <div className={styles.body}>
        <h2 id="home-feature-title" className={section.heading}>
          {t('feature.title')}
        </h2>
        <p className={section.lead}>{t('feature.text')}</p>
        <ul className={styles.bullets} data-testid="feature-bullets">
          {bullets.map((bullet) => (
            <li key={bullet} className={styles.bullet}>
              <svg
                className={styles.check}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M5 12.5l4.5 4.5L19 7" />
              </svg>
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
