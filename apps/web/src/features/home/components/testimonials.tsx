import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../../shared/ui/button-class';
import { Button } from '../../../shared/ui/button';
import * as section from './section.css';
import * as styles from './testimonials.css';
import { useCompany } from '../../../shared/company/company';

/** Every testimonial is rated 5 (spec §3). */
const RATING = 5;

interface TestimonialText {
  name: string;
  content: string;
  date: string;
}

/**
 * Eight testimonials. On a phone 3 show until the button is pressed; then
 * the button becomes a link to the external reviews page.
 */
export function Testimonials() {
  const company = useCompany();
  const { t } = useTranslation('home');
  const [expanded, setExpanded] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const items = t('testimonials.items', { returnObjects: true }) as TestimonialText[];

  const expand = () => {
    setExpanded(true);
    requestAnimationFrame(() => linkRef.current?.focus());
  };

  const reviewsLink = (className: string) => (
    <a
      ref={linkRef}
      href={company.externalLinks.reviews}
      target="_blank"
      rel="noopener noreferrer"
      className={`${button({ variant: 'secondary', size: 'lg' })} ${className}`}
      data-testid="reviews-link"
    >
      {t('testimonials.allReviews')} ↗
    </a>
  );

  return (
    <section className={section.section} aria-labelledby="home-testimonials-title">
      <header className={section.header}>
        <h2 id="home-testimonials-title" className={section.heading}>
          {t('testimonials.title')}
        </h2>
        <p className={section.lead}>{t('testimonials.subtitle')}</p>
      </header>
      <ul className={styles.grid} data-expanded={expanded} data-testid="testimonials">
        {items.map((item, index) => (
          <li key={index} className={section.card} data-testid="testimonial">
            <figure className={styles.figure}>
              <div className={styles.stars} role="img" aria-label={t('testimonials.rating', { rating: RATING })}>
                {Array.from({ length: RATING }, (_, star) => (
                  <svg key={star} viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false">
                    <path fill="currentColor" d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
                  </svg>
                ))}
              </div>
              <blockquote className={styles.quote}>
                <p>{item.content}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.date}>{item.date}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className={section.centeredAction}>
        {expanded ? (
          reviewsLink('')
        ) : (
          <>
            <Button variant="secondary" size="lg" onClick={expand} className={section.mobileOnly} data-testid="testimonials-more">
              {t('testimonials.showMore')}
            </Button>
            {reviewsLink(section.desktopOnly)}
          </>
        )}
      </div>
    </section>
  );
}
