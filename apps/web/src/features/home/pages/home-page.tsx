import { useTranslation } from 'react-i18next';
import { Island } from '../../../shared/islands/island';
import { ParticleBackground } from '../particles/particle-background';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { ExperienceSection } from '../components/experience-section';
import { ExploreMore } from '../components/explore-more';
import { FeatureSection } from '../components/feature-section';
import { Hero } from '../components/hero';
import { ServicesGrid } from '../components/services-grid';
import { StatsBand } from '../components/stats-band';
import { Testimonials } from '../components/testimonials';
import { VipTeaser } from '../components/vip-teaser';
import * as styles from './home-page.css';

/** Home (/), sections in the order of spec §2; the footer comes from the layout. */
export function HomePage() {
  const { t } = useTranslation('home');

  usePageMeta({ title: t('meta.title'), description: t('meta.description') });

  return (
    <div className={styles.page} data-testid="home-page">
      <Island name="particles">
        <ParticleBackground />
      </Island>
      <Hero />
      {/* Not an island: its figures are static, whole in the server's HTML. */}
      <StatsBand />
      <ExperienceSection />
      <FeatureSection />
      <Island name="services">
        <ServicesGrid />
      </Island>
      <ExploreMore />
      <Island name="testimonials">
        <Testimonials />
      </Island>
      <VipTeaser />
    </div>
  );
}

export { HomePage as Component };
