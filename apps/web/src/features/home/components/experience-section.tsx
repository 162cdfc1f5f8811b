import { useTranslation } from 'react-i18next';
import { brands } from '../lib/brands';
import * as styles from './experience-section.css';
import * as section from './section.css';

/** Experience: the company's story in brief (about/about_text), and links to eight equipment brands as equal wordmark tiles. */
export function ExperienceSection() {
  const { t } = useTranslation(['home', 'about']);
  return (
    <section className={section.section} aria-labelledby="home-experience-title">
      <header className={section.header}>
        <h2 id="home-experience-title" className={section.heading}>
          {t('experience.title')}
        </h2>
        <p className={section.lead} data-testid="about-text">
          {t('about:about_text')}
        </p>
        <p className={section.lead}>{t('experience.text')}</p>
      </header>
      <ul className={styles.brands} aria-label={t('experience.brandsLabel')} data-testid="brand-links">
        {brands.map((brand) => (
          <li key={brand.name}>
            <a href={brand.url} target="_blank" rel="noopener noreferrer" className={styles.brand} aria-label={t('experience.visit', { brand: brand.name })}>
              <span className={styles.wordmark[brand.look]} aria-hidden="true">
                {brand.lines[0]}
                {/* The space keeps the two words apart in the text the link's name is checked against. */}
                {brand.lines[1] && <span className={styles.secondLine}> {brand.lines[1]}</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
