import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/i18n/localized-link';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { PageContainer } from '../../../shared/ui/page';
import { formatLegalDate, lastUpdated, legalPageIds, legalValues, type LegalPageId } from '../lib/legal';
import * as styles from './legal-layout.css';
import { useCompany } from '../../../shared/company/company';

interface LegalSection {
  title: string;
  paragraphs: string[];
}

const footerKey: Record<LegalPageId, 'legalNotice' | 'privacy' | 'terms' | 'cookies'> = {
  notice: 'legalNotice',
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
};

/**
 * The one layout of the four legal pages (spec §2): links to the others,
 * numbered sections, the last-updated date in the current language.
 */
export function LegalLayout({ page }: { page: LegalPageId }) {
  const company = useCompany();
  const { t, i18n } = useTranslation('legal');
  const { t: tCommon } = useTranslation('common');
  const values = legalValues(company, i18n.language);
  const title = t(`pages.${page}.title`);
  const sections = t(`pages.${page}.sections`, { returnObjects: true, replace: values }) as unknown as LegalSection[];
  usePageMeta({ title, description: t(`pages.${page}.metaDescription`, { replace: values }) });

  return (
    <PageContainer>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label={t('otherPages')}>
          <p className={styles.navTitle}>{t('title')}</p>
          <ul className={styles.navList}>
            {legalPageIds.map((id) => (
              <li key={id}>
                <Link
                  to={paths.legal[id].getHref()}
                  className={id === page ? styles.navLinkCurrent : styles.navLink}
                  aria-current={id === page ? 'page' : undefined}
                >
                  {tCommon(`footer.${footerKey[id]}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className={styles.article} aria-labelledby="legal-title">
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.updated}>{t('lastUpdated', { date: formatLegalDate(lastUpdated[page], i18n.language) })}</p>
          <ol className={styles.sections}>
            {sections.map((section, index) => (
              <li key={section.title} className={styles.section}>
                <h2 className={styles.sectionTitle}>
                  <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </li>
            ))}
          </ol>
        </article>
      </div>
    </PageContainer>
  );
}
