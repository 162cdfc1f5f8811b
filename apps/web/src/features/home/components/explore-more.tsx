import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import * as section from './section.css';
import * as styles from './explore-more.css';

const cards = [
  { key: 'blog', to: paths.blog.getHref(), icon: 'M4 4h16v16H4z M8 8h8 M8 12h8 M8 16h5' },
  { key: 'shop', to: paths.shop.getHref(), icon: 'M6 7h12l-1 13H7L6 7z M9 7a3 3 0 0 1 6 0' },
  { key: 'documentation', to: paths.documentation.getHref(), icon: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M9 17h7' },
] as const;

/** 'Explore More': blog, shop and documentation. */
export function ExploreMore() {
  const { t } = useTranslation('home');
  return (
    <section className={section.section} aria-labelledby="home-explore-title">
      <header className={section.header}>
        <h2 id="home-explore-title" className={section.heading}>
          {t('explore.title')}
        </h2>
      </header>
      <ul className={styles.grid} data-testid="explore-more">
        {cards.map((card) => (
          <li key={card.key} className={section.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d={card.icon} />
            </svg>
            <h3 className={styles.title}>{t(`explore.${card.key}.title`)}</h3>
            <p className={styles.text}>{t(`explore.${card.key}.text`)}</p>
            <Link to={card.to} className={`${section.stretchedLink} ${styles.cta}`}>
              {t(`explore.${card.key}.cta`)} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
