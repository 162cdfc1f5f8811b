import { useQuery } from '@apollo/client/react';
import { BoatDetailDocument } from '@mmt/graphql';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorCodesOf } from '../../../shared/graphql/graphql-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useBoatTypeLabel } from '../../../shared/boats/boat-type';
import { paths } from '../../../shared/paths';
import { BackLink } from '../../../shared/ui/back-link';
import { button } from '../../../shared/ui/button-class';
import { PageContainer, PageTitle } from '../../../shared/ui/page';
import { AlertRulesForm } from '../components/alert-rules-form';
import { BoatAlertsPanel } from '../components/boat-alerts';
import { BoatEquipment } from '../components/boat-equipment';
import { BoatHistory } from '../components/boat-history';
import { BoatImage } from '../components/boat-image';
import { BoatJobsTable } from '../components/boat-jobs-table';
import { DeviceTokens } from '../components/device-tokens';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/list-state';
import { card } from '../../../shared/ui/card.css';
import { ReadingsChart } from '../components/readings-chart';
import { Tabs } from '../components/tabs';
import { UpcomingMaintenance } from '../components/upcoming-maintenance';
import { VitalSignsCard } from '../components/vital-signs-card';
import { formatNumber } from '../../../shared/format/format';
import { BOAT_POLL_MS } from '../lib/vital-ranges';
import * as styles from './boat-detail-page.css';
import { sections } from '../../../shared/ui/sections.css';
import { titleRow } from '../../../shared/ui/title-row.css';

type TabKey = 'jobs' | 'history';

/** /app/boats/:id: the boat, its vital signs and their charts, its upcoming maintenance and equipment, its jobs and its history, its alert rules and devices. */
export function BoatDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('portal');
  const vitalsHeadingId = useId();
  const [tab, setTab] = useState<TabKey>('jobs');
  const typeLabel = useBoatTypeLabel();
  const { data, error, loading, refetch } = useQuery(BoatDetailDocument, {
    variables: { id, jobsFirst: 50 },
    // Shows what the cache has at once, then brings it up to date (e.g. a job just requested).
    fetchPolicy: 'cache-and-network',
    // New readings, alerts and devices' last-seen times without a reload.
    pollInterval: BOAT_POLL_MS,
  });
  const boat = data?.boat;
  useDocumentTitle(boat?.name ?? t('pages.boatDetail.title'));

  const back = <BackLink to={paths.app.boats.getHref()}>{t('boats.back')}</BackLink>;
  if (!boat) {
    return (
      <PageContainer>
        {back}
        <PageTitle>{t('pages.boatDetail.title')}</PageTitle>
        {loading && <LoadingState label={t('boats.loadingOne')} />}
        {!loading &&
          error &&
          (errorCodesOf(error).includes('NOT_FOUND') ? (
            <EmptyState>{t('boats.notFound')}</EmptyState>
          ) : (
            <ErrorState message={t('boats.error')} onRetry={() => void refetch()} />
          ))}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      {back}
      <div className={styles.hero}>
        <BoatImage src={boat.imageUrl} type={boat.type} name={boat.name} className={styles.image} />
        <div>
          <div className={titleRow}>
            <PageTitle>{boat.name}</PageTitle>
            <Link to={paths.app.jobRequest.getHref({ boat: boat.id })} className={button({ variant: 'secondary', size: 'sm' })}>
              {t('boats.requestJob')}
            </Link>
          </div>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('boats.type')}</dt>
              <dd className={styles.factValue}>{typeLabel(boat.type)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('boats.length')}</dt>
              <dd className={styles.factValue}>{t('boats.lengthValue', { length: formatNumber(boat.lengthMeters, i18n.language, 2) })}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{t('boats.year')}</dt>
              <dd className={styles.factValue}>{boat.year}</dd>
            </div>
          </dl>
          <div className={styles.vitals}>
            <BoatAlertsPanel boat={boat} />
            <VitalSignsCard boat={boat} headingId={vitalsHeadingId} />
          </div>
        </div>
      </div>
      <div className={sections}>
        <ReadingsChart boatId={boat.id} rules={boat.alertRules} />
        <UpcomingMaintenance boat={boat} />
        <BoatEquipment boat={boat} />
        <section className={card({ padding: 'lg' })}>
          <Tabs<TabKey>
            label={t('tabs.label')}
            selected={tab}
            onSelect={setTab}
            items={[
              { key: 'jobs', label: t('tabs.jobs'), content: <BoatJobsTable boat={boat} /> },
              { key: 'history', label: t('tabs.history'), content: <BoatHistory boat={boat} /> },
            ]}
          />
        </section>
        <AlertRulesForm boat={boat} />
        <DeviceTokens boat={boat} />
      </div>
    </PageContainer>
  );
}

export { BoatDetailPage as Component };
